'use client';

import { useTranslations } from 'next-intl';
import type { Verification } from '@/lib/games/verify';
import type { VerifierFigure } from '@/lib/games/verifier';
import { useVerifierFormat } from './use-verifier-format';
import styles from './fair.module.css';

const SUIT_SYMBOLS: Record<string, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

/** What the verifier recomputed: the server seed's hash (and whether it matches), the outcome. */
export function VerifierResult({
  verification,
}: {
  verification: Extract<Verification, { ok: true }>;
}) {
  const t = useTranslations('FairTools.result');
  const { line } = useVerifierFormat();
  const { hash, hashMatches, view } = verification;
  return (
    <div
      className={styles.result}
      role="status"
      aria-live="polite"
      aria-labelledby="verifier-result"
    >
      <h3 id="verifier-result">{t('heading')}</h3>
      <dl className={styles.values}>
        <div>
          <dt>{t('hash')}</dt>
          <dd className={styles.mono}>{hash}</dd>
        </div>
      </dl>
      {hashMatches === null ? null : (
        <p className={styles.match} data-match={hashMatches}>
          {hashMatches ? t('hashMatches') : t('hashDiffers')}
        </p>
      )}
      <p className={styles.outcome}>{line(view.summary)}</p>
      {view.details ? (
        <ul className={styles.list}>
          {view.details.map((detail, index) => (
            <li key={index}>{line(detail)}</li>
          ))}
        </ul>
      ) : null}
      {view.figure ? <Figure figure={view.figure} /> : null}
    </div>
  );
}

/** Cards in the order dealt, or a field with its marked cells. */
function Figure({ figure }: { figure: VerifierFigure }) {
  if (figure.kind === 'cards') {
    return (
      <ol className={styles.cards}>
        {figure.cards.map(({ rank, suit }, index) => (
          <li key={index} data-suit={suit}>
            {rank}
            {SUIT_SYMBOLS[suit]}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.field} aria-hidden="true">
      {Array.from({ length: figure.size }, (_, cell) => (
        <span key={cell} data-mine={figure.marked.includes(cell) || undefined}>
          {cell}
        </span>
      ))}
    </div>
  );
}
