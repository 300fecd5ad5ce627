'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { askToReopen } from '@/lib/api/protection';
import { REOPEN_COOLING_OFF_HOURS } from '@/lib/constants/protection';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { toast } from '@/lib/toast';
import { breakInForce } from './break-end';
import { PayoutButton } from './payout-button';
import { useLoadedProtection } from './protection-loaded';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

/**
 * A time-out or self-exclusion in force, first on the page: what it means, until when, that
 * payouts still work, and for a self-exclusion whose term is over the request to reopen (which
 * takes effect after the cooling-off).
 */
export function BreakStatus() {
  const t = useTranslations('Protection.status');
  const { protection, update } = useLoadedProtection();
  const format = useProtectionFormat();
  const { run, pending } = useFormAction();
  const [now] = useState(() => Date.now());
  const inForce = breakInForce(protection, now);
  if (!inForce) return null;
  const exclusion = protection.self_exclusion;

  async function reopen() {
    const next = await run(() => askToReopen(browserApi()));
    if (next) {
      update(next);
      if (next.state_until)
        toast.success(t('reopenAsked', { date: format.moment(next.state_until) }));
    }
  }

  const title =
    inForce.kind === 'timed_out'
      ? t('timedOut', { date: inForce.until ? format.moment(inForce.until) : '—' })
      : inForce.register
        ? t('register')
        : inForce.until
          ? t('excluded', { date: format.moment(inForce.until) })
          : t('excludedIndefinite');

  return (
    <section className={styles.status} aria-labelledby="protection-status">
      <h3 id="protection-status">{title}</h3>
      <p>{t('meaning')}</p>
      {inForce.kind === 'self_excluded' && inForce.register ? (
        <p>{t('registerText')}</p>
      ) : inForce.kind === 'self_excluded' && exclusion ? (
        exclusion.reopen_asked_at && protection.state_until ? (
          <p>
            {t('reopening', {
              asked: format.moment(exclusion.reopen_asked_at),
              date: format.moment(protection.state_until),
            })}
          </p>
        ) : inForce.termOver ? (
          <div className={styles.actions}>
            <p>
              {t('reopenText', {
                hours: exclusion.indefinite
                  ? REOPEN_COOLING_OFF_HOURS.indefinite
                  : REOPEN_COOLING_OFF_HOURS.definite,
              })}
            </p>
            <button type="button" className="btn btn-ghost" disabled={pending} onClick={reopen}>
              {t('reopen')}
            </button>
          </div>
        ) : exclusion.reopen_from ? (
          <p>{t('reopenFrom', { date: format.moment(exclusion.reopen_from) })}</p>
        ) : null
      ) : null}
      <p>
        {t('payouts')} <PayoutButton>{t('payout')}</PayoutButton>
      </p>
    </section>
  );
}
