'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import styles from '../office.module.css';

/**
 * A yes-or-no question before a change players notice (hide a game or a studio, cancel free
 * spins): what will change for them, the button that does it (its progress while it runs), and
 * the API's refusal in the dialog. The dialog closes itself only through `onClose`.
 */
export function ConfirmDialog({
  title,
  children,
  submitLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What the change means for players. */
  children: ReactNode;
  submitLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('office.casino.confirm');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const { message } = useOfficeError(error, []);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <div className={styles.form}>
        <div className={styles.summary}>{children}</div>
        <FormAlert message={message} />
        <div className={styles.row}>
          <button
            type="button"
            className={danger ? `btn ${styles.danger}` : 'btn btn-primary'}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => void confirm()}
          >
            {pending ? t('sending') : submitLabel}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
