'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import {
  WELCOME_PACK_COUNTDOWN_S,
  WELCOME_PACK_TIMESTAMP_COOKIE,
} from '@/lib/constants/bonus-countdown';
import { useSecondsUntil } from '@/lib/hooks/behaviour/use-countdown';
import { useCookieCountdown } from '@/lib/hooks/behaviour/use-cookie-countdown';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useWelcomePack } from '@/lib/hooks/data/use-welcome-pack';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import type { WelcomePack } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { PromoCountdown } from './promo-countdown';
import { TimeLeft } from './time-left';
import { WelcomeStepCard } from './welcome-step-card';

const WELCOME_COOKIE = {
  name: WELCOME_PACK_TIMESTAMP_COOKIE,
  holds: 'start',
  durationS: WELCOME_PACK_COUNTDOWN_S,
} as const;

/**
 * A guest's side of the pack. The spec's 7-day countdown (§4, §9) restarts from the
 * `welcomePackTimestamp` cookie whenever it ran out, so it cannot be the end of anything: the
 * pack's real 7 days start at registration (the server's `deadline`). The text therefore says
 * exactly that ("your welcome period starts when you sign up: 7 days for 3 deposits") and labels
 * the timer as how long the site shows the new-player offer to this visitor, never "ends in".
 */
function GuestPeriod({ pack }: { pack: WelcomePack }) {
  const t = useTranslations('BonusSystem.welcome');
  const { open } = useModal();
  const seconds = useCookieCountdown(WELCOME_COOKIE);
  return (
    <div className={styles.countdownPanel}>
      <p className={styles.bannerTitle}>
        {t('guestPeriod', { days: pack.valid_days, steps: pack.steps.length })}
      </p>
      {seconds === null ? null : (
        <p>
          {t('guestCountdown')}: <TimeLeft seconds={seconds} label={t('guestCountdown')} />
        </p>
      )}
      <p className={styles.small}>{t('guestCountdownNote')}</p>
      <button type="button" className="btn btn-primary" onClick={() => open('Register')}>
        {t('register')}
      </button>
    </div>
  );
}

/** A player's progress: deposits made of the steps, and the server's deadline. */
function PlayerProgress({ pack }: { pack: WelcomePack }) {
  const t = useTranslations('BonusSystem.welcome');
  const dates = useDateFormat();
  const { open } = useModal();
  const total = pack.steps.length;
  const made = Math.min(pack.deposits_made ?? 0, total);
  const seconds = useSecondsUntil(pack.deadline ? Date.parse(pack.deadline) : 0);
  const running = pack.deadline !== null && seconds > 0;
  return (
    <div className={styles.countdownPanel}>
      <p>{t('progress', { made, total })}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={made}
        aria-valuetext={t('progress', { made, total })}
      >
        <span style={{ width: `${total ? (made / total) * 100 : 0}%` }} />
      </div>
      {pack.deadline && running ? (
        <p>
          {t('deadline', {
            date: dates.dateTime(pack.deadline, { dateStyle: 'medium', timeStyle: 'short' }),
          })}{' '}
          · {t('deadlineLeft')}: <TimeLeft seconds={seconds} label={t('deadlineLeft')} />
        </p>
      ) : pack.deadline ? (
        <p className="muted">{t('ended')}</p>
      ) : null}
      {running && made < total ? (
        <button type="button" className="btn btn-primary" onClick={() => open('PayIn')}>
          {t('payIn')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * /welcome-pack: the pack's title, the guest's period (or the player's progress and deadline),
 * and each step as a card with its deposit, bonus, status and significant terms.
 */
export function WelcomePackView() {
  const t = useTranslations('BonusSystem.welcome');
  const offers = useTranslations('BonusSystem.offers');
  const { pack, guest, error, isLoading, mutate } = useWelcomePack();
  if (!pack) {
    if (error) {
      return (
        <div role="alert">
          <p className="muted">{t('loadError')}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
            {offers('retry')}
          </button>
        </div>
      );
    }
    if (isLoading || pack === undefined) {
      return (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      );
    }
    return <EmptyState title={t('emptyTitle')} text={t('emptyText')} />;
  }
  return (
    <div className={styles.page}>
      <PromoCountdown guest={guest} compact />
      <section aria-labelledby="welcome-pack" className={styles.section}>
        <h2 id="welcome-pack">{pack.publicTitle}</h2>
        {guest ? <GuestPeriod pack={pack} /> : <PlayerProgress pack={pack} />}
      </section>
      <section aria-labelledby="welcome-pack-steps" className={styles.section}>
        <h2 id="welcome-pack-steps">{t('heading')}</h2>
        <ol className={styles.steps}>
          {pack.steps.map((step) => (
            <WelcomeStepCard key={step.step} step={step} guest={guest} />
          ))}
        </ol>
      </section>
    </div>
  );
}
