'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formReader } from '@/lib/forms/form-reader';
import { FormAlert } from './form-alert';
import { useOfficeError } from './use-office-error';
import styles from './office.module.css';

/**
 * A decision on one record (approve, reject, confirm, refuse) with a note for the audit trail:
 * what is decided, the note (required where the API requires one), and the API's refusal shown
 * in the dialog and on the note.
 */
export function DecisionDialog({
  title,
  summary,
  submitLabel,
  noteRequired = false,
  danger = false,
  onSubmit,
  onClose,
}: {
  title: string;
  summary: ReactNode;
  submitLabel: string;
  noteRequired?: boolean;
  danger?: boolean;
  onSubmit: (note: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('office.decision');
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const { field, message } = useOfficeError(error, ['note']);
  const noteError = missing ? t('noteRequired') : field('note');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = formReader(event.currentTarget)('note').trim();
    if (noteRequired && !note) {
      setMissing(true);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setMissing(false);
    setPending(true);
    setError(null);
    try {
      await onSubmit(note);
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.summary}>{summary}</div>
        <FormAlert message={message} />
        <div className="field">
          <label htmlFor="decision-note">{noteRequired ? t('noteReason') : t('note')}</label>
          <textarea
            id="decision-note"
            name="note"
            rows={3}
            maxLength={500}
            required={noteRequired}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? 'decision-note-error' : undefined}
          />
          {noteError ? (
            <p id="decision-note-error" className="field-error">
              {noteError}
            </p>
          ) : null}
        </div>
        <div className={styles.row}>
          <button
            type="submit"
            className={danger ? `btn ${styles.danger}` : 'btn btn-primary'}
            disabled={pending}
          >
            {pending ? t('sending') : submitLabel}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
