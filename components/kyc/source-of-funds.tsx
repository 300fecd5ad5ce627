'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { browserApi } from '@/lib/api/browser';
import { uploadKycDocument } from '@/lib/api/kyc';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { UPLOAD_ACCEPT, checkUpload, type UploadProblem } from '@/lib/kyc/upload-check';
import type { KycAnswer } from '@/lib/kyc/view';
import styles from './kyc.module.css';

/** The field that shows a refused upload's message; the dialog's alert says the rest. */
const FUNDS_FIELDS = ['file'];

/**
 * Source of funds (L3): the player picks a document, which is checked here (a JPEG, PNG or PDF
 * by its first bytes, at most 10 MB) before it goes, then sent with its progress shown. `canSend`
 * is false while one waits for staff; the list shows each upload's status and staff's note.
 */
export function SourceOfFunds({
  kyc,
  canSend,
  onUploaded,
}: {
  kyc: KycAnswer;
  canSend: boolean;
  onUploaded: (answer: KycAnswer) => void;
}) {
  const t = useTranslations('VerificationModal.funds');
  const errorT = useTranslations('error');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { run, pending, error } = useFormAction({ fields: FUNDS_FIELDS });
  const fieldErrors = useFieldErrors(error);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    setAnnouncement('');
    if (!picked) {
      setProblem(null);
      return;
    }
    const checked = await checkUpload(picked);
    setProblem(checked.ok ? null : checked.problem);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = await checkUpload(file);
    if (!checked.ok || !file) {
      setProblem(checked.ok ? 'required' : checked.problem);
      input.current?.focus();
      return;
    }
    setPercent(0);
    setAnnouncement(t('sending'));
    const answer = await run(() =>
      uploadKycDocument(browserApi(), file, ({ loaded, total }) =>
        setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      ),
    );
    setPercent(null);
    if (answer) {
      setFile(null);
      if (input.current) input.current.value = '';
      setAnnouncement(t('sent'));
      onUploaded(answer);
    } else {
      setAnnouncement('');
    }
  }

  const message = problem ? errorT(problem) : fieldErrors('file');

  return (
    <div className={styles.body}>
      {canSend ? (
        <form className="form" onSubmit={send} noValidate>
          <div className="field">
            <label htmlFor={inputId}>{t('file')}</label>
            <input
              ref={input}
              id={inputId}
              className={styles.fileInput}
              type="file"
              name="file"
              accept={UPLOAD_ACCEPT}
              onChange={(event) => void choose(event)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${errorId} ${hintId}` : hintId}
              disabled={pending}
            />
            <p id={hintId} className="field-hint">
              {t('fileHint')}
            </p>
            {message ? (
              <p id={errorId} className="field-error">
                {message}
              </p>
            ) : null}
          </div>
          {percent !== null ? (
            <div className={styles.progress}>
              <progress max={100} value={percent} aria-label={t('progressLabel')} />
              <span aria-hidden="true">{t('percent', { percent })}</span>
            </div>
          ) : null}
          <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
            {t('send')}
          </button>
        </form>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {kyc.uploads.length > 0 ? <UploadList uploads={kyc.uploads} /> : null}
    </div>
  );
}

function UploadList({ uploads }: { uploads: KycAnswer['uploads'] }) {
  const t = useTranslations('VerificationModal.funds');
  const format = useDateFormat();
  return (
    <section aria-label={t('uploads')}>
      <h3 className={styles.meta}>{t('uploads')}</h3>
      <ul className={styles.uploads}>
        {uploads.map((upload) => (
          <li key={upload.id} className={styles.upload}>
            <div className={styles.uploadHead}>
              <span className={styles.fileName}>{upload.file_name}</span>
              <span className={styles.badge} data-status={upload.status}>
                {t(`statuses.${upload.status}`)}
              </span>
            </div>
            <span className={styles.meta}>
              {t('sentAt', {
                date: format.dateTime(upload.created_at, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </span>
            {upload.status === 'rejected' && upload.note ? (
              <p>{t('note', { note: upload.note })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
