'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import useSWR from 'swr';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api/errors';
import {
  sandboxApplicant,
  sandboxKycApi,
  saveSandboxInfo,
  submitSandbox,
  type SandboxInfo,
} from '@/lib/api/kyc-sandbox';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { knownLabels } from '@/lib/kyc/reject-labels';
import { tellParent } from '@/lib/kyc/sandbox-messages';
import type { z } from '@/lib/zod';
import type { sandboxSdkAnswerSchema } from '@/lib/schemas/kyc';
import { DocumentSlot } from './document-slot';
import { SandboxShell } from './sandbox-shell';
import { COMMON_COUNTRIES, OTHER_COUNTRY, infoProblems, type InfoForm } from './sandbox-info';
import styles from './kyc-sandbox.module.css';

type SdkAnswer = z.output<typeof sandboxSdkAnswerSchema>;

/** Review states in which the provider is looking at what was sent (Sumsub's `reviewStatus`). */
const UNDER_REVIEW = ['pending', 'queued', 'prechecked', 'onHold'];

/**
 * The sandbox KYC provider's upload page, standing in for Sumsub's WebSDK: the player's name,
 * date of birth and country, then each document the level asks for (uploaded as it is picked,
 * with a preview and its progress), then Submit, which sends the applicant for review. It shows
 * the review's state, and after a RETRY rejection the reviewer's comment, so documents can be
 * replaced and sent again. Opened in the site's Verification modal, it tells that page what
 * happens (`postMessage`, lib/kyc/sandbox-messages.ts); the SDK token in its address is all
 * it needs.
 */
export function SandboxSdk({ token }: { token: string | undefined }) {
  const t = useTranslations('KycSandbox.sdk');
  const locale = useLocale();
  const api = useMemo(() => sandboxKycApi(token, locale), [token, locale]);
  const { data, error, mutate, isLoading } = useSWR(
    token ? ['kyc-sandbox/applicant', token] : null,
    () => sandboxApplicant(api),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      // Opened on its own (not in the modal), it follows the review until it answers.
      refreshInterval: (latest) =>
        latest && UNDER_REVIEW.includes(latest.review_status) ? 5_000 : 0,
    },
  );

  let body;
  if (!token) {
    body = <p role="alert">{t('noToken')}</p>;
  } else if (error && !data) {
    const status = error instanceof ApiError ? error.status : 0;
    body = (
      <div className={styles.result} role="alert">
        <p>{t(status === 401 ? 'expired' : status === 404 ? 'notFound' : 'loadError')}</p>
        {status === 401 || status === 404 ? null : (
          <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else if (!data || isLoading) {
    body = (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  } else {
    body = (
      <Applicant
        api={api}
        applicant={data}
        onChange={(answer) => void mutate(answer, { revalidate: false })}
      />
    );
  }

  return (
    <SandboxShell title={t('title')} subtitle={t('subtitle')}>
      {body}
    </SandboxShell>
  );
}

function Applicant({
  api,
  applicant,
  onChange,
}: {
  api: ReturnType<typeof sandboxKycApi>;
  applicant: SdkAnswer;
  onChange: (answer: SdkAnswer) => void;
}) {
  const t = useTranslations('KycSandbox.sdk');
  const labelsT = useTranslations('KycSandbox.labels');
  const review = applicant.review;
  const retry = review?.answer === 'RED' && review.reject_type === 'RETRY';
  const underReview = UNDER_REVIEW.includes(applicant.review_status);
  const done = applicant.review_status === 'completed' && !retry;
  const result = useRef<HTMLDivElement>(null);

  const outcome = underReview
    ? 'review'
    : !done
      ? null
      : review?.answer === 'GREEN'
        ? 'approved'
        : review?.answer === 'RED'
          ? 'refused'
          : 'review';

  // Focus goes to the result when the page moves to it (sent, or answered while open).
  const previous = useRef(outcome);
  useEffect(() => {
    if (previous.current !== outcome && outcome) result.current?.focus();
    previous.current = outcome;
  }, [outcome]);

  if (outcome) {
    return (
      <div ref={result} className={styles.result} role="status" tabIndex={-1}>
        <p className={styles.resultTitle}>{t(`outcome.${outcome}.title`)}</p>
        <p className="muted">{t(`outcome.${outcome}.text`)}</p>
        {outcome === 'refused' && review?.comment ? (
          <blockquote className={styles.comment}>{review.comment}</blockquote>
        ) : null}
      </div>
    );
  }

  return (
    <>
      {retry && review ? (
        <div className={`${styles.notice} ${styles.noticeDanger}`} role="alert">
          <p className={styles.noticeTitle}>{t('retryTitle')}</p>
          {knownLabels(review.labels).length > 0 ? (
            <ul>
              {knownLabels(review.labels).map((label) => (
                <li key={label}>{labelsT(label)}</li>
              ))}
            </ul>
          ) : null}
          {review.comment ? (
            <blockquote className={styles.comment}>{review.comment}</blockquote>
          ) : null}
          <p>{t('retryText')}</p>
        </div>
      ) : null}
      <ApplicantForm api={api} applicant={applicant} onChange={onChange} />
    </>
  );
}

function ApplicantForm({
  api,
  applicant,
  onChange,
}: {
  api: ReturnType<typeof sandboxKycApi>;
  applicant: SdkAnswer;
  onChange: (answer: SdkAnswer) => void;
}) {
  const t = useTranslations('KycSandbox.sdk');
  const countriesT = useTranslations('KycSandbox.countries');
  const { run, pending, error } = useFormAction();
  const fieldErrors = useFieldErrors(error);
  const initialCountry = applicant.info.country?.toUpperCase() ?? '';
  const known = (COMMON_COUNTRIES as readonly string[]).includes(initialCountry);
  const [form, setForm] = useState<InfoForm>({
    first_name: applicant.info.first_name ?? '',
    last_name: applicant.info.last_name ?? '',
    dob: applicant.info.dob ?? '',
    country: initialCountry ? (known ? initialCountry : OTHER_COUNTRY) : '',
    countryOther: known ? '' : initialCountry,
  });
  const [checked, setChecked] = useState(false);
  const problems = infoProblems(form);
  const shown = checked ? problems : {};
  const documentsMissing = checked && applicant.required.some((type) => !latest(applicant, type));
  const missingFromServer = error instanceof ApiError && error.code === 'documents_missing';

  // The modal around this page follows the player: details first, then documents.
  const detailsDone = Object.keys(problems).length === 0;
  useEffect(() => {
    tellParent({ type: 'kyc-sandbox', event: 'step', step: detailsDone ? 'documents' : 'details' });
  }, [detailsDone]);

  const set = (name: keyof InfoForm) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    // Rendered at once, so the first field in error can take the focus.
    flushSync(() => setChecked(true));
    const missing = applicant.required.some((type) => !latest(applicant, type));
    if (Object.keys(problems).length > 0 || missing) {
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const info: SandboxInfo = {
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      dob: form.dob,
      country: (form.country === OTHER_COUNTRY ? form.countryOther : form.country)
        .trim()
        .toUpperCase(),
    };
    const answer = await run(async () => {
      await saveSandboxInfo(api, info);
      return submitSandbox(api);
    });
    if (answer) {
      tellParent({ type: 'kyc-sandbox', event: 'submitted' });
      onChange(answer);
    }
  }

  const problem = (name: keyof InfoForm) => {
    const code = shown[name];
    return code ? t(`problems.${code}`) : undefined;
  };
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form className={`form ${styles.form}`} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend>{t('details')}</legend>
        <div className={styles.pair}>
          <Field
            label={t('firstName')}
            name="first_name"
            autoComplete="given-name"
            maxLength={100}
            value={form.first_name}
            onChange={(event) => set('first_name')(event.target.value)}
            error={problem('first_name') ?? fieldErrors('first_name')}
            required
          />
          <Field
            label={t('lastName')}
            name="last_name"
            autoComplete="family-name"
            maxLength={100}
            value={form.last_name}
            onChange={(event) => set('last_name')(event.target.value)}
            error={problem('last_name') ?? fieldErrors('last_name')}
            required
          />
        </div>
        <div className={styles.pair}>
          <Field
            label={t('dob')}
            name="dob"
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={today}
            value={form.dob}
            onChange={(event) => set('dob')(event.target.value)}
            error={problem('dob') ?? fieldErrors('dob')}
            required
          />
          <CountryField
            value={form.country}
            other={form.countryOther}
            onChange={set('country')}
            onOther={set('countryOther')}
            error={problem('country') ?? fieldErrors('country')}
            label={t('country')}
            otherLabel={t('countryOther')}
            otherHint={t('countryOtherHint')}
            choose={t('countryChoose')}
            otherOption={t('countryOtherOption')}
            names={(code) => countriesT(code)}
          />
        </div>
      </fieldset>

      <section className={styles.section} aria-labelledby="kyc-sandbox-documents">
        <h2 id="kyc-sandbox-documents" className={styles.sectionTitle}>
          {t('documentsTitle')}
        </h2>
        {applicant.required.map((type) => (
          <DocumentSlot
            key={`${type}-${applicant.attempt}`}
            api={api}
            docType={type}
            sent={latest(applicant, type)}
            missing={documentsMissing || missingFromServer}
            disabled={pending}
            onUploaded={onChange}
            onStarted={() => tellParent({ type: 'kyc-sandbox', event: 'step', step: 'documents' })}
          />
        ))}
      </section>

      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </button>
      <p className={styles.hint}>{t('submitHint')}</p>
    </form>
  );
}

/**
 * The latest document of a type. The answer lists this attempt's only (each names the attempt
 * it is for, one past the `attempt`s made while it is being prepared).
 */
function latest(applicant: SdkAnswer, type: SdkAnswer['required'][number]) {
  return applicant.documents.filter((document) => document.doc_type === type).at(-1);
}

function CountryField({
  value,
  other,
  onChange,
  onOther,
  error,
  label,
  otherLabel,
  otherHint,
  choose,
  otherOption,
  names,
}: {
  value: string;
  other: string;
  onChange: (value: string) => void;
  onOther: (value: string) => void;
  error: string | undefined;
  label: string;
  otherLabel: string;
  otherHint: string;
  choose: string;
  otherOption: string;
  names: (code: (typeof COMMON_COUNTRIES)[number]) => string;
}) {
  const showOther = value === OTHER_COUNTRY;
  return (
    <div className={styles.country}>
      <div className="field">
        <label htmlFor="kyc-sandbox-country">{label}</label>
        <select
          id="kyc-sandbox-country"
          name="country"
          autoComplete="country"
          value={value}
          aria-invalid={error && !showOther ? true : undefined}
          aria-describedby={error && !showOther ? 'kyc-sandbox-country-error' : undefined}
          onChange={(event) => onChange(event.target.value)}
          required
        >
          <option value="">{choose}</option>
          {COMMON_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {names(code)} ({code})
            </option>
          ))}
          <option value={OTHER_COUNTRY}>{otherOption}</option>
        </select>
        {error && !showOther ? (
          <p id="kyc-sandbox-country-error" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      {showOther ? (
        <Field
          label={otherLabel}
          name="country_other"
          hint={otherHint}
          maxLength={3}
          autoCapitalize="characters"
          spellCheck={false}
          value={other}
          onChange={(event) => onOther(event.target.value.toUpperCase())}
          error={error}
          required
        />
      ) : null}
    </div>
  );
}
