'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { officeApi } from '@/lib/api/office';
import { addPlayerNote } from '@/lib/api/office-players';
import { STAFF_NOTE_MAX_CHARS } from '@/lib/constants/office-players';
import type { StaffNote } from '@/lib/schemas/office-players';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';
import riskStyles from '../risk/risk.module.css';
import playerStyles from './players.module.css';

/**
 * Staff's notes on the player, newest first, and a form for a new one. A note is never edited
 * nor deleted (the API keeps them append-only), so the form says so; once added, the note
 * heads the list and is announced, and the box is ready for the next.
 */
export function PlayerNotesPanel({
  userId,
  notes,
  onAdded,
}: {
  userId: number;
  notes: readonly StaffNote[];
  onAdded: (note: StaffNote) => Promise<unknown> | void;
}) {
  const t = useTranslations('office.players.notes');
  const format = useOfficeFormat();
  const id = useId();
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);
  const { field, message } = useOfficeError(error, ['body']);
  const box = useRef<HTMLTextAreaElement>(null);
  const bodyError = missing ? t('required') : field('body');
  const describedBy = [bodyError && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = box.current?.value.trim() ?? '';
    setAdded(false);
    if (!body) {
      setMissing(true);
      box.current?.focus();
      return;
    }
    setMissing(false);
    setPending(true);
    setError(null);
    try {
      const answer = await addPlayerNote(officeApi(), userId, body);
      form.reset();
      setAdded(true);
      await onAdded(answer.note);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
      box.current?.focus();
    }
  }

  return (
    <>
      <form className={riskStyles.form} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>{t('label')}</label>
          <textarea
            ref={box}
            id={id}
            name="body"
            rows={3}
            maxLength={STAFF_NOTE_MAX_CHARS}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={`${id}-hint`} className="field-hint">
            {t('hint', { max: STAFF_NOTE_MAX_CHARS })}
          </p>
          {bodyError ? (
            <p id={`${id}-error`} className="field-error">
              {bodyError}
            </p>
          ) : null}
        </div>
        <FormAlert message={message} />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('sending') : t('add')}
        </button>
        {added ? <FormAlert message={t('added')} tone="info" /> : null}
      </form>
      {notes.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ol className={playerStyles.notes} aria-label={t('list')}>
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.body}</p>
              <span className={styles.sub}>
                {t('by', { name: note.staff.name, when: format.dateTime(note.created_at) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
