'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './payments.module.css';

type CopyValueProps = {
  label: string;
  /** What is shown. */
  value: string;
  /** What goes to the clipboard, when it differs from what is shown. */
  copyText?: string;
};

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2_000;

/**
 * One line of payment details with a button that copies it. What the copy did is said beside the
 * button, in a status a screen reader reads, not in a toast: these lines live in the deposit
 * dialog, and a modal dialog hides the page's toasts from screen readers (issue 42).
 */
export function CopyValue({ label, value, copyText = value }: CopyValueProps) {
  const t = useTranslations('PayInModal');
  const [outcome, setOutcome] = useState<'copied' | 'copyFailed' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(copyText);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
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
        <span role="status" className={outcome === 'copyFailed' ? 'field-error' : 'muted'}>
          {outcome ? t(outcome) : null}
        </span>
      </dd>
    </div>
  );
}
