'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import styles from './payments.module.css';

type CopyValueProps = {
  label: string;
  /** What is shown. */
  value: string;
  /** What goes to the clipboard, when it differs from what is shown. */
  copyText?: string;
};

/** One line of payment details with a button that copies it. */
export function CopyValue({ label, value, copyText = value }: CopyValueProps) {
  const t = useTranslations('PayInModal');

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(copyText);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  }

  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('copyLabel', { label })}
          onClick={() => void copy()}
        >
          {t('copy')}
        </button>
      </dd>
    </div>
  );
}
