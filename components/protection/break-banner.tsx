'use client';

import { useTranslations } from 'next-intl';
import { useProtection } from '@/lib/hooks/data/use-protection';
import { Link } from '@/lib/i18n/navigation';
import { breakInForce } from './break-end';
import { PayoutButton } from './payout-button';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

/**
 * One thin line above every page while the player is on a time-out or self-exclusion: until
 * when, and the two things they may still do (read Responsible gaming, be paid).
 */
export function BreakBanner() {
  const t = useTranslations('Protection.banner');
  const { protection } = useProtection();
  const format = useProtectionFormat();
  const inForce = protection ? breakInForce(protection) : null;
  if (!inForce) return null;

  const text =
    inForce.kind === 'timed_out'
      ? t('timedOut', { date: inForce.until ? format.moment(inForce.until) : '—' })
      : inForce.register
        ? t('register')
        : inForce.termOver
          ? t('termOver')
          : inForce.until
            ? t('excluded', { date: format.moment(inForce.until) })
            : t('excludedIndefinite');

  return (
    <aside className={styles.banner} aria-label={t('label')}>
      <p>{text}</p>
      <Link href="/profile/responsible">{t('responsible')}</Link>
      <PayoutButton className="link-button">{t('payout')}</PayoutButton>
    </aside>
  );
}
