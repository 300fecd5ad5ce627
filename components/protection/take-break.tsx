'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { browserApi } from '@/lib/api/browser';
import { selfExclude, takeTimeout } from '@/lib/api/protection';
import {
  INDEFINITE_EXCLUSION_MIN_MONTHS,
  SELF_EXCLUSION_TERMS,
  SELF_EXCLUSION_TERM_MONTHS,
  TIMEOUT_TERMS,
  TIMEOUT_TERM_HOURS,
  type SelfExclusionTerm,
  type TimeoutTerm,
} from '@/lib/constants/protection';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { ConfirmDialog } from './confirm-dialog';
import { useLoadedProtection } from './protection-loaded';
import { signedOutBecause } from './signed-out';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

function addMonths(now: number, months: number) {
  const date = new Date(now);
  date.setMonth(date.getMonth() + months);
  return date.getTime();
}

function TermChoice<T extends string>({
  legend,
  name,
  terms,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  terms: readonly T[];
  value: T;
  label: (term: T) => string;
  onChange: (term: T) => void;
}) {
  return (
    <fieldset className={styles.terms}>
      <legend>{legend}</legend>
      {terms.map((term) => (
        <label key={term} className={styles.term}>
          <input
            type="radio"
            name={name}
            value={term}
            checked={value === term}
            onChange={() => onChange(term)}
          />
          <span>{label(term)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A time-out of 24 hours to 6 weeks, confirmed in a dialog; it signs the player out. */
export function TimeoutForm() {
  const t = useTranslations('Protection.timeout');
  const { protection } = useLoadedProtection();
  const format = useProtectionFormat();
  const { run, pending } = useFormAction();
  const [term, setTerm] = useState<TimeoutTerm>('24h');
  const [asking, setAsking] = useState<number | null>(null);

  if (protection.state !== 'active') return <p className="muted">{t('unavailable')}</p>;

  async function start() {
    const next = await run(() => takeTimeout(browserApi(), term));
    setAsking(null);
    if (next) signedOutBecause(t('started'));
  }

  return (
    <form
      className="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setAsking(Date.now());
      }}
    >
      <TermChoice
        legend={t('legend')}
        name="timeout-term"
        terms={TIMEOUT_TERMS}
        value={term}
        label={(value) => t(`terms.${value}`)}
        onChange={setTerm}
      />
      <button type="submit" className={`btn btn-primary ${styles.start}`}>
        {t('submit')}
      </button>
      {asking !== null ? (
        <ConfirmDialog
          title={t('confirmTitle', { term: t(`terms.${term}`) })}
          confirmLabel={t('confirm')}
          busy={pending}
          onConfirm={() => void start()}
          onClose={() => setAsking(null)}
        >
          <p>
            {t('confirmText', {
              date: format.moment(asking + TIMEOUT_TERM_HOURS[term] * 3600_000),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * Self-exclusion for 6 months to 5 years or indefinitely: the player ticks that they understand
 * (the consequences are on the page above), then confirms in a dialog; it signs them out.
 */
export function SelfExclusionForm() {
  const t = useTranslations('Protection.exclusion');
  const { protection } = useLoadedProtection();
  const format = useProtectionFormat();
  const { run, pending } = useFormAction();
  const [term, setTerm] = useState<SelfExclusionTerm>('6m');
  const [understood, setUnderstood] = useState(false);
  const [missing, setMissing] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const errorId = useId();

  if (protection.state === 'self_excluded') return <p className="muted">{t('running')}</p>;

  async function start() {
    const next = await run(() => selfExclude(browserApi(), term));
    setAsking(null);
    if (next) signedOutBecause(t('started'));
  }

  const months = SELF_EXCLUSION_TERM_MONTHS[term];

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!understood) {
          setMissing(true);
          return;
        }
        setAsking(Date.now());
      }}
    >
      <TermChoice
        legend={t('legend')}
        name="exclusion-term"
        terms={SELF_EXCLUSION_TERMS}
        value={term}
        label={(value) => t(`terms.${value}`)}
        onChange={setTerm}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={understood}
          required
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => {
            setUnderstood(event.target.checked);
            setMissing(false);
          }}
        />
        <span>{t('understand')}</span>
      </label>
      {missing ? (
        <p id={errorId} className="field-error">
          {t('understandRequired')}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.start}`}>
        {t('submit')}
      </button>
      {asking !== null ? (
        <ConfirmDialog
          title={t('confirmTitle', { term, length: t(`terms.${term}`) })}
          confirmLabel={t('confirm')}
          busy={pending}
          onConfirm={() => void start()}
          onClose={() => setAsking(null)}
        >
          <p>
            {t('confirmText', {
              term,
              date: format.moment(addMonths(asking, months ?? INDEFINITE_EXCLUSION_MIN_MONTHS)),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
