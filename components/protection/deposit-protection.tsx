'use client';

import { useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import { reviewLimits } from '@/lib/api/protection';
import { useProtection } from '@/lib/hooks/data/use-protection';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { Link } from '@/lib/i18n/navigation';
import { breakInForce } from './break-end';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

const LIMITS_HREF = '/profile/responsible#limits';

/** The player's break, if they are on one: deposits are refused until it ends. */
export function useBreakInForce() {
  const { protection } = useProtection();
  return protection ? breakInForce(protection) : null;
}

/** The deposit tab during a break: why there is no form, and the way to be paid instead. */
export function DepositPaused({ onWithdraw }: { onWithdraw: () => void }) {
  const t = useTranslations('PayInModal');
  const format = useProtectionFormat();
  const inForce = useBreakInForce();
  if (!inForce) return null;
  return (
    <div className="form" role="status">
      <p>
        {inForce.until
          ? t('pausedUntil', { date: format.moment(inForce.until) })
          : t('pausedIndefinite')}
      </p>
      <button type="button" className="btn btn-primary btn-block" onClick={onWithdraw}>
        {t('tabs.withdraw')}
      </button>
    </div>
  );
}

/**
 * Above the deposit form: the six-monthly review of a player's limits (Keep them records it), a
 * one-line, skippable prompt to set a deposit limit for a player who has none and has not been
 * asked yet (Not now records the answer), else a small link to the limits.
 */
export function DepositLimitPrompt({ onLeave }: { onLeave: () => void }) {
  const t = useTranslations('PayInModal');
  const review = useTranslations('Protection.review');
  const { protection, mutate } = useProtection();
  const { run, pending } = useFormAction();
  if (!protection) return null;
  const hasDepositLimit = protection.limits.some((limit) => limit.kind === 'deposit');
  const keep = async () => {
    const next = await run(() => reviewLimits(browserApi()));
    if (next) void mutate(next, { revalidate: false });
  };

  // Six months since the limits were last set or looked at (UKGC): asked here too, where
  // money goes in, not only on the limits' own page.
  if (protection.review_due && protection.limits.length > 0) {
    return (
      <div className={styles.prompt} role="region" aria-label={review('label')}>
        <p>{t('reviewPrompt')}</p>
        <Link href={LIMITS_HREF} className="btn btn-ghost" onClick={onLeave}>
          {review('label')}
        </Link>
        <button type="button" className="link-button" disabled={pending} onClick={keep}>
          {review('keep')}
        </button>
      </div>
    );
  }

  if (protection.review_due && !hasDepositLimit) {
    return (
      <div className={styles.prompt} role="region" aria-label={t('limitPromptLabel')}>
        <p>{t('limitPrompt')}</p>
        <Link href={LIMITS_HREF} className="btn btn-ghost" onClick={onLeave}>
          {t('limitPromptSet')}
        </Link>
        <button type="button" className="link-button" disabled={pending} onClick={keep}>
          {t('limitPromptSkip')}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.small}>
      <Link href={LIMITS_HREF} onClick={onLeave}>
        {hasDepositLimit ? t('depositLimits') : t('setLimit')}
      </Link>
    </p>
  );
}
