'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formReader, type ReadField } from '@/lib/forms/form-reader';
import { FormAlert } from './form-alert';
import { useOfficeError } from './use-office-error';
import styles from './office.module.css';

/**
 * A decision on one record (approve, reject, confirm, refuse, clear a flag, lift a requirement)
 * with a note for the audit trail: what is decided, any controls of its own (`renderFields`), the
 * note (required where the API requires one), and the API's refusal shown in the dialog and on
 * its fields.
 */
export function DecisionDialog({
  title,
  summary,
  submitLabel,
  noteRequired = false,
  noteField = 'note',
  noteLabel,
  noteHint,
  extraFields = [],
  renderFields,
  danger = false,
  onSubmit,
  onClose,
}: {
  title: string;
  summary: ReactNode;
  submitLabel: string;
  noteRequired?: boolean;
  /** The API's name of the note, whose errors show on it (`reason` for the risk decisions). */
  noteField?: string;
  /** Overrides the note's label ("Reason" when required, else "Note for the record"). */
  noteLabel?: string;
  /** A line under the note: who reads it. */
  noteHint?: string;
  /** The API's names of the controls `renderFields` draws, whose errors show on them. */
  extraFields?: readonly string[];
  /** Controls of the decision's own, above the note, given each field's error. */
  renderFields?: (fieldError: (name: string) => string | undefined) => ReactNode;
  danger?: boolean;
  onSubmit: (note: string, read: ReadField) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('office.decision');
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const { field, message } = useOfficeError(error, [noteField, ...extraFields]);
  const noteError = missing ? t('noteRequired') : field(noteField);
  const describedBy = [noteError && 'decision-note-error', noteHint && 'decision-note-hint']
    .filter(Boolean)
    .join(' ');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const note = read('note').trim();
    if (noteRequired && !note) {
      setMissing(true);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setMissing(false);
    setPending(true);
    setError(null);
    try {
      await onSubmit(note, read);
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
        {renderFields?.(field)}
        <div className="field">
          <label htmlFor="decision-note">
            {noteLabel ?? (noteRequired ? t('noteReason') : t('note'))}
          </label>
          <textarea
            id="decision-note"
            name="note"
            rows={3}
            maxLength={500}
            required={noteRequired}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
          {noteHint ? (
            <p id="decision-note-hint" className="field-hint">
              {noteHint}
            </p>
          ) : null}
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
