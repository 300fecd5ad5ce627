'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useProfileUser } from '@/components/profile/profile-gate';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { closeAccount } from '@/lib/api/protection';
import { CLOSURE_REASONS, type ClosureReason } from '@/lib/constants/protection';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { PayoutButton } from './payout-button';
import { useLoadedProtection } from './protection-loaded';
import { signedOutBecause } from './signed-out';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

/** The comment's longest length (`closeAccountRequestSchema`). */
const COMMENT_MAX = 500;

/**
 * Closing the account, with a reason and an optional comment, once the player ticks that they
 * understand. Real money must be withdrawn first: the form says so while the balance holds any,
 * and the API refuses it (409 `balance_remaining`) anyway. Not during a break.
 */
export function CloseAccountForm() {
  const t = useTranslations('Protection.close');
  const { protection } = useLoadedProtection();
  const { user } = useProfileUser();
  const format = useProtectionFormat();
  const { run, pending, error } = useFormAction();
  const fieldErrors = useFieldErrors(error);
  const [reason, setReason] = useState<ClosureReason | ''>('');
  const [comment, setComment] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [missing, setMissing] = useState<{ reason?: boolean; understood?: boolean }>({});
  const id = useId();

  if (protection.state !== 'active') return <p className="muted">{t('unavailable')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problems = { reason: !reason, understood: !understood };
    setMissing(problems);
    if (!reason || !understood) return;
    const next = await run(() =>
      closeAccount(browserApi(), { reason, ...(comment.trim() && { comment: comment.trim() }) }),
    );
    if (next) signedOutBecause(t('closed'));
  }

  const balanceLeft =
    user.balance > 0 || (error instanceof ApiError && error.code === 'balance_remaining');
  const reasonError = missing.reason ? t('reasonRequired') : fieldErrors('reason');
  const commentError = fieldErrors('comment');

  return (
    <form className={`form ${styles.narrowForm}`} onSubmit={submit} noValidate>
      {balanceLeft ? (
        <div className={styles.notice} role="status">
          <p>
            {user.balance > 0
              ? t('balance', { amount: format.money(user.balance, user.currency) })
              : t('balanceUnknown')}
          </p>
          <PayoutButton className="btn btn-ghost">{t('withdraw')}</PayoutButton>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('reason')}</label>
        <select
          id={`${id}-reason`}
          value={reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value as ClosureReason | '');
            setMissing((current) => ({ ...current, reason: false }));
          }}
        >
          <option value="">{t('choose')}</option>
          {CLOSURE_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`reasons.${value}`)}
            </option>
          ))}
        </select>
        {reasonError ? (
          <p id={`${id}-reason-error`} className="field-error">
            {reasonError}
          </p>
        ) : null}
        {reason === 'gambling_problem' ? <p className="field-hint">{t('problemHint')}</p> : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('comment')}</label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          rows={3}
          maxLength={COMMENT_MAX}
          value={comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
        {commentError ? (
          <p id={`${id}-comment-error`} className="field-error">
            {commentError}
          </p>
        ) : null}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={understood}
          required
          aria-invalid={missing.understood ? true : undefined}
          aria-describedby={missing.understood ? `${id}-understood-error` : undefined}
          onChange={(event) => {
            setUnderstood(event.target.checked);
            setMissing((current) => ({ ...current, understood: false }));
          }}
        />
        <span>{t('understand')}</span>
      </label>
      {missing.understood ? (
        <p id={`${id}-understood-error`} className="field-error">
          {t('understandRequired')}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-ghost ${styles.start}`} disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
