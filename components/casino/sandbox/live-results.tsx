'use client';

import { useTranslations } from 'next-intl';
import type { LiveResult } from '@/lib/casino/sandbox/roulette-live/table-state';
import styles from './live.module.css';

/** The strip of the last results, newest first; a voided round shows as a dash. */
export function LiveResults({ results }: { results: readonly LiveResult[] }) {
  const t = useTranslations('SandboxRgs.live');
  const board = useTranslations('RouletteBoard');
  return (
    <section className={styles.history} aria-label={t('lastResults')}>
      <h3>{t('lastResults')}</h3>
      <ol>
        {results.map((result) => (
          <li
            key={result.roundId}
            data-color={result.voided ? 'void' : result.color}
            title={
              result.voided
                ? t('voidedShort')
                : t('result', { pocket: result.pocket, color: board(`colors.${result.color}`) })
            }
          >
            {result.voided ? '—' : result.pocket}
          </li>
        ))}
      </ol>
    </section>
  );
}
