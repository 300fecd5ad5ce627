'use client';

import { useTranslations } from 'next-intl';
import { splitTimeLeft } from '@/lib/bonus/time-left';
import { useSecondsUntil } from '@/lib/hooks/behaviour/use-countdown';
import styles from './bonus.module.css';

/**
 * Seconds left as a countdown reads ("2 days 04:10:09"), in a `timer` (not announced on every
 * tick), labelled by `label`.
 */
export function TimeLeft({ seconds, label }: { seconds: number; label: string }) {
  const t = useTranslations('BonusSystem.countdown');
  const { days, clock } = splitTimeLeft(seconds);
  return (
    // The server's render is a second or more behind the browser's clock: the text is expected
    // to differ at hydration, and the first tick sets it right.
    <span className={styles.timer} role="timer" aria-label={label} suppressHydrationWarning>
      {days > 0 ? t('days', { days, clock }) : t('clock', { clock })}
    </span>
  );
}

/** A countdown to an ISO time or ms since the epoch, ticking once a second. */
export function TimeLeftUntil({ until, label }: { until: string | number; label: string }) {
  const seconds = useSecondsUntil(typeof until === 'number' ? until : Date.parse(until));
  return <TimeLeft seconds={seconds} label={label} />;
}
