'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { browserApi } from '@/lib/api/browser';
import { changeLimit, type LimitRef } from '@/lib/api/protection';
import { SESSION_LIMIT_MINUTES } from '@/lib/constants/protection';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import type { ProtectionAnswer } from '@/lib/schemas/protection';
import { toast } from '@/lib/toast';
import { PendingChange } from './pending-change';
import { useLoadedProtection } from './protection-loaded';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

type Limit = ProtectionAnswer['limits'][number];

/** Spaces (a typed `1 000` or a pasted `1 000`) go, a decimal comma becomes a point. */
function normalised(value: string) {
  return value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}

/**
 * What the typed value asks for, or the problem with it: money with at most two decimals (the
 * API checks the rest), whole minutes within the session limit's range.
 */
type Problem = 'required' | 'invalid_amount' | 'range';

function parse(
  value: string,
  session: boolean,
): { amount: string | number } | { problem: Problem } {
  const text = normalised(value);
  if (!text) return { problem: 'required' };
  if (session) {
    const minutes = Number(text);
    if (!/^\d+$/.test(text) || minutes < SESSION_LIMIT_MINUTES.min) return { problem: 'range' };
    if (minutes > SESSION_LIMIT_MINUTES.max) return { problem: 'range' };
    return { amount: minutes };
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return { problem: 'invalid_amount' };
  return { amount: text };
}

/**
 * One limit (a money limit of one period, or the session time limit): the limit in force with
 * what its period has used, a free amount to set (no preset amounts), its removal, and a raise
 * or removal waiting for its 24 hours with its countdown.
 */
export function LimitRow({
  limitRef,
  label,
  group,
}: {
  limitRef: LimitRef;
  label: string;
  /** The limit's kind (`Deposit limit`): its buttons name it for a screen reader. */
  group: string;
}) {
  const t = useTranslations('Protection.limits');
  const errors = useTranslations('error');
  const { protection, update } = useLoadedProtection();
  const format = useProtectionFormat();
  const { run, pending, error } = useFormAction();
  const fieldErrors = useFieldErrors(error);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const session = limitRef.kind === 'session';
  const limit: Limit | undefined = protection.limits.find(
    (entry) => entry.kind === limitRef.kind && entry.period === limitRef.period,
  );
  const show = (amount: number) =>
    session ? t('minutes', { minutes: amount }) : format.money(amount, protection.currency);

  const problemText =
    problem === 'range'
      ? t('sessionRange', { min: SESSION_LIMIT_MINUTES.min, max: SESSION_LIMIT_MINUTES.max })
      : problem
        ? errors(problem)
        : fieldErrors('amount');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  /** Shows the answer and says whether it applies now or waits its 24 hours. */
  function saved(next: ProtectionAnswer) {
    update(next);
    const after = next.limits.find(
      (entry) => entry.kind === limitRef.kind && entry.period === limitRef.period,
    );
    toast.success(after?.pending ? t('savedPending') : t('savedNow'));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = parse(value, session);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    const sent = value;
    const next = await run(() => changeLimit(browserApi(), { ...limitRef, amount: parsed.amount }));
    if (next) {
      // Cleared only if unchanged: what the player typed while it saved stays.
      setValue((current) => (current === sent ? '' : current));
      saved(next);
    }
  }

  async function remove() {
    if (pending) return;
    setProblem(null);
    const next = await run(() => changeLimit(browserApi(), { ...limitRef, amount: null }));
    if (next) saved(next);
  }

  const describedBy = [problemText && errorId, hintId, limit && statusId].filter(Boolean).join(' ');
  const share = limit && limit.used !== null ? Math.min(1, limit.used / limit.amount) : null;
  // Three rows of a group share their buttons' words; each names its own limit, unseen.
  const which = <span className="visually-hidden"> ({`${group}, ${label}`})</span>;

  return (
    <form className={styles.limit} onSubmit={submit} noValidate>
      <div className={styles.limitHead}>
        <label htmlFor={id}>{label}</label>
        <span className={styles.inForce}>
          <span id={statusId}>
            {limit ? t('inForce', { amount: show(limit.amount) }) : t('noLimit')}
          </span>
          {limit && !(limit.pending && limit.pending.amount === null) ? (
            <button type="button" className="link-button" disabled={pending} onClick={remove}>
              {t('remove')}
              {which}
            </button>
          ) : null}
        </span>
      </div>
      <div className={styles.limitControls}>
        <input
          id={id}
          name="amount"
          type="text"
          inputMode={session ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          placeholder={session ? t('minutesPlaceholder') : t('amountPlaceholder')}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {limit ? t('change') : t('set')}
          {which}
        </button>
      </div>
      {problemText ? (
        <p id={errorId} className="field-error">
          {problemText}
        </p>
      ) : null}
      <p id={hintId} className="field-hint">
        {session
          ? t('sessionRange', { min: SESSION_LIMIT_MINUTES.min, max: SESSION_LIMIT_MINUTES.max })
          : t('amountHint', { currency: protection.currency })}
      </p>
      {limit && share !== null && limit.used !== null && limit.remaining !== null ? (
        <div className={styles.usage}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('usedLabel', { label })}
            aria-valuemin={0}
            aria-valuemax={limit.amount}
            aria-valuenow={Math.min(limit.used, limit.amount)}
            aria-valuetext={t('usage', {
              used: show(limit.used),
              remaining: show(limit.remaining),
            })}
          >
            <span style={{ width: `${share * 100}%` }} data-full={share >= 1 || undefined} />
          </div>
          <p className="muted">
            {t('usage', { used: show(limit.used), remaining: show(limit.remaining) })}
          </p>
        </div>
      ) : null}
      {limit?.pending ? (
        <PendingChange
          which={which}
          limitRef={limitRef}
          pending={limit.pending}
          amountText={limit.pending.amount === null ? null : show(limit.pending.amount)}
        />
      ) : null}
    </form>
  );
}
