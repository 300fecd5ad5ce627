'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ApiClient } from '@/lib/api/client';
import { errorLines, type Translate } from '@/lib/api/error-lines';
import { ApiError } from '@/lib/api/errors';
import { uploadSandboxDocument } from '@/lib/api/kyc-sandbox';
import type { SandboxDocumentType } from '@/lib/constants/kyc';
import { UPLOAD_ACCEPT, checkUpload } from '@/lib/kyc/upload-check';
import type { z } from '@/lib/zod';
import type { sandboxDocumentSchema, sandboxSdkAnswerSchema } from '@/lib/schemas/kyc';
import styles from './kyc-sandbox.module.css';

type SdkAnswer = z.output<typeof sandboxSdkAnswerSchema>;
type SentDocument = z.output<typeof sandboxDocumentSchema>;

/** Photos only: a selfie is a picture of a face, never a PDF. */
const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

type Problem = 'required' | 'file_too_large' | 'file_type_not_allowed' | 'photo_only';

/**
 * One document the level asks for: its picker (the front camera offered for the selfie on a
 * phone), a check of the file before it goes (type by its first bytes, size), a preview, the
 * upload's progress, and what the provider holds for this attempt.
 */
export function DocumentSlot({
  api,
  docType,
  sent,
  missing,
  disabled,
  onUploaded,
  onStarted,
}: {
  api: ApiClient;
  docType: SandboxDocumentType;
  /** The provider's latest document of this type in this attempt, if any. */
  sent: SentDocument | undefined;
  /** Submit found it missing: say so. */
  missing: boolean;
  disabled: boolean;
  onUploaded: (answer: SdkAnswer) => void;
  onStarted: () => void;
}) {
  const t = useTranslations('KycSandbox.sdk');
  const errorT = useTranslations('error');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ url: string | null; name: string } | null>(null);
  const [status, setStatus] = useState('');
  const selfie = docType === 'SELFIE';

  useEffect(() => () => revoke(preview), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFailure(null);
    if (!file) return;
    const checked = await checkUpload(file);
    const found: Problem | null = !checked.ok
      ? checked.problem
      : selfie && checked.type === 'application/pdf'
        ? 'photo_only'
        : null;
    setProblem(found);
    if (found || !checked.ok) {
      if (input.current) input.current.value = '';
      return;
    }
    const isImage = checked.type !== 'application/pdf';
    setPreview({ url: isImage ? URL.createObjectURL(file) : null, name: file.name });
    onStarted();
    setPercent(0);
    setStatus(t('uploading', { name: file.name }));
    try {
      const answer = await uploadSandboxDocument(api, docType, file, ({ loaded, total }) =>
        setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      );
      setStatus(t('uploaded', { name: file.name }));
      onUploaded(answer);
    } catch (error) {
      setPreview(null);
      setStatus('');
      // The API's reason when it gave one (a 422 on `file`, an expired token), else ours.
      const [line] =
        error instanceof ApiError ? errorLines(error, errorT as unknown as Translate) : [];
      setFailure(line ?? t('uploadFailed'));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  }

  const errorText = problem
    ? problem === 'photo_only'
      ? t('photoOnly')
      : errorT(problem)
    : (failure ?? (missing && !sent ? t('documentMissing') : null));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className={styles.slot} aria-describedby={hintId}>
      <legend>{t(`documents.${docType}.title`)}</legend>
      <p id={hintId} className={styles.hint}>
        {t(`documents.${docType}.hint`)} {selfie ? t('photoHint') : t('fileHint')}
      </p>
      <div className={styles.slotBody}>
        <div className={styles.preview} aria-hidden={preview?.url ? undefined : true}>
          {preview?.url ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local file's object URL
            <img src={preview.url} alt={t('previewAlt', { name: preview.name })} />
          ) : (
            <span className={styles.previewEmpty}>
              {preview ? 'PDF' : sent ? (sent.mime === 'application/pdf' ? 'PDF' : '✓') : '+'}
            </span>
          )}
        </div>
        <div className={styles.slotControls}>
          {sent ? (
            <p className={styles.sentLine}>
              <span className={styles.ok}>{t('sent')}</span> {sent.file_name} ·{' '}
              {t('size', { size: Math.max(1, Math.round(sent.size / 1024)) })}
            </p>
          ) : (
            <p className={styles.hint}>{t('notSent')}</p>
          )}
          <input
            ref={input}
            id={id}
            className={styles.fileInput}
            type="file"
            accept={selfie ? IMAGE_ACCEPT : UPLOAD_ACCEPT}
            capture={selfie ? 'user' : undefined}
            disabled={disabled || percent !== null}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => void choose(event)}
          />
          {/* After the input: its focus ring shows on this label, which looks like a button. */}
          <label className={`btn btn-ghost ${styles.pick}`} htmlFor={id}>
            {sent || preview ? t('replace') : t('choose')}
          </label>
          {percent !== null ? (
            <progress
              className={styles.bar}
              max={100}
              value={percent}
              aria-label={t('progress', { document: t(`documents.${docType}.title`) })}
            />
          ) : null}
          {errorText ? (
            <p id={errorId} className="field-error" role="alert">
              {errorText}
            </p>
          ) : null}
          <p className="visually-hidden" role="status">
            {status}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

function revoke(preview: { url: string | null } | null) {
  if (preview?.url) URL.revokeObjectURL(preview.url);
}
