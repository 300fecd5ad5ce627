'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from './form-alert';
import { useOfficeError } from './use-office-error';
import styles from './office.module.css';

/**
 * Asks before an action that cannot be undone and has nothing to fill in (cancelling a
 * tournament or a player's free spins): what happens, the action's button (saying so while it
 * runs), a way out, and the API's refusal (a 409) in the dialog. A decision the audit trail wants
 * a reason for is a `DecisionDialog` instead. The dialog closes itself only through `onClose`.
 */
export function ConfirmDialog({
  title,
  summary,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What the action changes, for players above all. */
  summary: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('office.confirm');
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
        <div className={styles.summary}>{summary}</div>
        <FormAlert message={message} />
        <div className={styles.row}>
          <button
            type="button"
            className={`btn ${styles.danger}`}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => void confirm()}
          >
            {pending ? t('working') : confirmLabel}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('keep')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
