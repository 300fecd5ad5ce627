'use client';

import { useTranslations } from 'next-intl';
import type { HiloHistoryEntry } from './hilo-view';
import { PlayingCard } from './playing-card';
import styles from './hilo.module.css';

/** The round's cards in order, each with what it was drawn for and how that went. */
export function HiloHistory({ history }: { history: readonly HiloHistoryEntry[] }) {
  const t = useTranslations('Hilo');
  return (
    <section aria-labelledby="hilo-history">
      <h3 id="hilo-history" className={styles.historyHeading}>
        {t('history')}
      </h3>
      <ol className={styles.history}>
        {history.map((entry, index) => {
          const outcome = entry.kind === 'guess' ? (entry.won ? 'won' : 'lost') : entry.kind;
          return (
            <li key={index} data-outcome={outcome}>
              <PlayingCard card={entry.card} size="small" />
              <span className={styles.step}>
                {entry.kind === 'guess'
                  ? t(`step.${outcome as 'won' | 'lost'}`, {
                      guess: t(`guesses.${entry.guess}`),
                    })
                  : t(`step.${entry.kind}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
