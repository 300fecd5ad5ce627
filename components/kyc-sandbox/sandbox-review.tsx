'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { ApiError } from '@/lib/api/errors';
import {
  decideSandboxReview,
  sandboxDocumentUrl,
  sandboxKycApi,
  sandboxReviewQueue,
  type SandboxDecision,
} from '@/lib/api/kyc-sandbox';
import type { ApiClient } from '@/lib/api/client';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { FINAL_LABELS, RETRY_LABELS, type RejectLabel } from '@/lib/kyc/reject-labels';
import type { z } from '@/lib/zod';
import type { sandboxReviewListAnswerSchema } from '@/lib/schemas/kyc';
import { SandboxShell } from './sandbox-shell';
import styles from './kyc-sandbox.module.css';

type Applicant = z.output<typeof sandboxReviewListAnswerSchema>['applicants'][number];
type Decision = 'GREEN' | 'RETRY' | 'FINAL';

/** The queue is asked again this often, so an applicant who just sent appears by itself. */
const QUEUE_REFRESH_MS = 10_000;
/** Review states in which an applicant waits for a decision. */
const WAITING = ['pending', 'queued', 'prechecked', 'onHold'];

/**
 * The sandbox KYC provider's reviewer, its dashboard's stand-in: every applicant (waiting ones
 * first) with the details they typed and their documents, and for one waiting a decision:
 * approve (GREEN), reject for another try (RED RETRY, with the labels and a comment the player
 * reads) or reject for good (RED FINAL). The provider then sends its signed webhook to the site.
 */
export function SandboxReview() {
  const t = useTranslations('KycSandbox.review');
  const locale = useLocale();
  const api = useMemo(() => sandboxKycApi(undefined, locale), [locale]);
  const { data, error, mutate, isValidating } = useSWR(
    'kyc-sandbox/review',
    () => sandboxReviewQueue(api),
    { refreshInterval: QUEUE_REFRESH_MS, shouldRetryOnError: false },
  );
  const [announcement, setAnnouncement] = useState('');

  let body;
  if (error && !data) {
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <div className={styles.result} role="alert">
        <p>{t(missing ? 'off' : 'loadError')}</p>
      </div>
    );
  } else if (!data) {
    body = (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  } else if (data.applicants.length === 0) {
    body = <p className="muted">{t('empty')}</p>;
  } else {
    body = (
      <ul className={styles.applicants}>
        {data.applicants.map((applicant) => (
          <li key={applicant.id}>
            <ApplicantCard
              api={api}
              applicant={applicant}
              onDecided={(text) => {
                setAnnouncement(text);
                void mutate();
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SandboxShell
      title={t('title')}
      subtitle={t('subtitle')}
      wide
      actions={
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void mutate()}
          aria-busy={isValidating || undefined}
        >
          {t('refresh')}
        </button>
      }
    >
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {body}
    </SandboxShell>
  );
}

function ApplicantCard({
  api,
  applicant,
  onDecided,
}: {
  api: ApiClient;
  applicant: Applicant;
  onDecided: (announcement: string) => void;
}) {
  const t = useTranslations('KycSandbox.review');
  const headingId = useId();
  const waiting = WAITING.includes(applicant.review_status);
  const name =
    [applicant.info.first_name, applicant.info.last_name].filter(Boolean).join(' ') || t('noName');
  const status = waiting
    ? 'waiting'
    : applicant.review_answer === 'GREEN'
      ? 'approved'
      : applicant.review_answer === 'RED'
        ? 'rejected'
        : 'notSent';

  return (
    <article className={styles.applicant} aria-labelledby={headingId}>
      <header className={styles.applicantHead}>
        <h2 id={headingId} className={styles.applicantName}>
          {name}
        </h2>
        <span className={styles.status} data-status={status}>
          {t(`statuses.${status}`)}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('player')}</dt>
          <dd>{applicant.external_user_id}</dd>
        </div>
        <div>
          <dt>{t('level')}</dt>
          <dd>{applicant.level_name}</dd>
        </div>
        <div>
          <dt>{t('dob')}</dt>
          <dd>{applicant.info.dob ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('country')}</dt>
          <dd>{applicant.info.country ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('attempts')}</dt>
          <dd>{applicant.attempts}</dd>
        </div>
        <div className={styles.wideFact}>
          <dt>{t('applicant')}</dt>
          <dd className={styles.mono}>{applicant.id}</dd>
        </div>
      </dl>
      {applicant.documents.length > 0 ? (
        <ul className={styles.thumbs} aria-label={t('documents')}>
          {applicant.documents.map((document) => {
            const url = sandboxDocumentUrl(api, document.id);
            const caption = `${t(`docTypes.${document.doc_type}`)} · ${t('attempt', {
              attempt: document.attempt,
            })}`;
            return (
              <li key={document.id} className={styles.thumb}>
                {document.mime === 'application/pdf' ? (
                  <a className={styles.pdf} href={url} target="_blank" rel="noopener noreferrer">
                    {t('openPdf', { name: document.file_name })}
                  </a>
                ) : (
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the provider's own file */}
                    <img
                      src={url}
                      alt={t('imageAlt', {
                        type: t(`docTypes.${document.doc_type}`),
                        name: document.file_name,
                      })}
                      loading="lazy"
                    />
                  </a>
                )}
                <span className={styles.caption}>{caption}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t('noDocuments')}</p>
      )}
      {waiting ? (
        <DecisionForm api={api} applicant={applicant} name={name} onDecided={onDecided} />
      ) : null}
    </article>
  );
}

function DecisionForm({
  api,
  applicant,
  name,
  onDecided,
}: {
  api: ApiClient;
  applicant: Applicant;
  name: string;
  onDecided: (announcement: string) => void;
}) {
  const t = useTranslations('KycSandbox.review');
  const labelsT = useTranslations('KycSandbox.labels');
  const id = useId();
  const [decision, setDecision] = useState<Decision>('GREEN');
  const [labels, setLabels] = useState<RejectLabel[]>([]);
  const [comment, setComment] = useState('');
  const [clientComment, setClientComment] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { run, pending } = useFormAction();
  const offered = decision === 'FINAL' ? FINAL_LABELS : RETRY_LABELS;

  function choose(next: Decision) {
    setDecision(next);
    setLabels([]);
    setInvalid(false);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // A rejection names at least one label (the player reads them as what to fix).
    if (decision !== 'GREEN' && labels.length === 0) {
      setInvalid(true);
      return;
    }
    const body: SandboxDecision =
      decision === 'GREEN'
        ? { answer: 'GREEN', labels: [] }
        : {
            answer: 'RED',
            reject_type: decision,
            labels,
            ...(comment.trim() && { comment: comment.trim() }),
            ...(clientComment.trim() && { client_comment: clientComment.trim() }),
          };
    const answer = await run(() => decideSandboxReview(api, applicant.id, body));
    if (answer) onDecided(t(`decided.${decision}`, { name }));
  }

  return (
    <form className={styles.decision} onSubmit={send} noValidate>
      <fieldset className={styles.choices}>
        <legend>{t('decision')}</legend>
        {(['GREEN', 'RETRY', 'FINAL'] as const).map((option) => (
          <label key={option} className={styles.choice} data-choice={option}>
            <input
              type="radio"
              name={`${id}-decision`}
              value={option}
              checked={decision === option}
              onChange={() => choose(option)}
            />
            <span>
              <strong>{t(`decisions.${option}.title`)}</strong>
              <small>{t(`decisions.${option}.text`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {decision !== 'GREEN' ? (
        <>
          <fieldset
            className={styles.labels}
            aria-describedby={invalid ? `${id}-labels-error` : undefined}
          >
            <legend>{t('labels')}</legend>
            {offered.map((label) => (
              <label key={label} className="checkbox">
                <input
                  type="checkbox"
                  checked={labels.includes(label)}
                  onChange={(event) => {
                    setInvalid(false);
                    setLabels((current) =>
                      event.target.checked
                        ? [...current, label]
                        : current.filter((entry) => entry !== label),
                    );
                  }}
                />
                <span>
                  {labelsT(label)} <code className={styles.code}>{label}</code>
                </span>
              </label>
            ))}
            {invalid ? (
              <p id={`${id}-labels-error`} className="field-error" role="alert">
                {t('labelsRequired')}
              </p>
            ) : null}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-comment`}>{t('comment')}</label>
            <textarea
              id={`${id}-comment`}
              className={styles.textarea}
              maxLength={500}
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              aria-describedby={`${id}-comment-hint`}
            />
            <p id={`${id}-comment-hint`} className="field-hint">
              {t('commentHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-client`}>{t('clientComment')}</label>
            <textarea
              id={`${id}-client`}
              className={styles.textarea}
              maxLength={500}
              rows={2}
              value={clientComment}
              onChange={(event) => setClientComment(event.target.value)}
            />
          </div>
        </>
      ) : null}
      <button
        type="submit"
        className={`btn ${decision === 'GREEN' ? 'btn-primary' : styles.danger}`}
        disabled={pending}
      >
        {t(`send.${decision}`)}
      </button>
    </form>
  );
}
