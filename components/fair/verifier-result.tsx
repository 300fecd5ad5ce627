'use client';

import { useTranslations } from 'next-intl';
import { useChipLabel } from '@/components/games/roulette/use-chip-label';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { MINER_CELLS } from '@/lib/constants/games';
import { describeCard } from '@/lib/games/hilo/cards';
import { pocketColor } from '@/lib/games/roulette/layout';
import { toMajor } from '@/lib/money/amount';
import { useCatalogueName } from './use-catalogue-name';
import type { GameOutcome, Verification } from './verify';
import styles from './fair.module.css';

const SUIT_SYMBOLS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** What the verifier recomputed: the server seed's hash (and whether it matches), the outcome. */
export function VerifierResult({
  verification,
}: {
  verification: Extract<Verification, { ok: true }>;
}) {
  const t = useTranslations('FairTools.result');
  const { hash, hashMatches, outcome } = verification;
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
      <Outcome outcome={outcome} />
    </div>
  );
}

function Outcome({ outcome }: { outcome: GameOutcome }) {
  const t = useTranslations('FairTools.result');
  const { multiplier, fixed, percent } = useGameFormat();
  const name = useCatalogueName();
  const chipLabel = useChipLabel();
  const verdict = (win: boolean) => (win ? t('win') : t('loss'));

  switch (outcome.game) {
    case 'dice':
      return (
        <p className={styles.outcome}>
          {t('dice', {
            roll: fixed(outcome.roll),
            chance: percent(outcome.winChance),
            verdict: verdict(outcome.win),
            multiplier: multiplier(outcome.multiplier),
          })}
        </p>
      );
    case 'coinflip':
      return (
        <p className={styles.outcome}>
          {t('coinflip', {
            side: t(`sides.${outcome.side}`),
            verdict: verdict(outcome.win),
            multiplier: multiplier(outcome.multiplier),
          })}
        </p>
      );
    case 'roulette':
      return (
        <>
          <p className={styles.outcome}>
            {t('roulette', {
              pocket: outcome.pocket,
              color: t(`colors.${pocketColor(outcome.pocket)}`),
              stake: fixed(toMajor(outcome.stake)),
              payout: fixed(toMajor(outcome.payout)),
            })}
          </p>
          <ul className={styles.list}>
            {outcome.chips.map((chip, index) => (
              <li key={index}>
                {t('chip', {
                  bet: chipLabel(chip.bet),
                  amount: fixed(toMajor(chip.bet.amount)),
                  payout: fixed(toMajor(chip.payout)),
                })}
              </li>
            ))}
          </ul>
        </>
      );
    case 'keno':
      return (
        <p className={styles.outcome}>
          {t('keno', {
            drawn: outcome.drawn.join(', '),
            hits: outcome.hits.length > 0 ? outcome.hits.join(', ') : '—',
            multiplier: multiplier(outcome.multiplier),
          })}
        </p>
      );
    case 'hilo':
      return (
        <>
          <p className={styles.outcome}>{t('hilo', { count: outcome.cards.length })}</p>
          <ol className={styles.cards}>
            {outcome.cards.map((card, index) => {
              const { rank, suit } = describeCard(card);
              return (
                <li key={index} data-suit={suit}>
                  {rank}
                  {SUIT_SYMBOLS[suit]}
                </li>
              );
            })}
          </ol>
        </>
      );
    case 'miner':
      return (
        <>
          <p className={styles.outcome}>{t('miner', { cells: outcome.mines.join(', ') })}</p>
          <div className={styles.field} aria-hidden="true">
            {Array.from({ length: MINER_CELLS }, (_, cell) => (
              <span key={cell} data-mine={outcome.mines.includes(cell) || undefined}>
                {cell}
              </span>
            ))}
          </div>
        </>
      );
    case 'cases':
      return (
        <p className={styles.outcome}>
          {t('cases', {
            roll: outcome.roll,
            item: name(outcome.nameKey, outcome.itemId),
            multiplier: multiplier(outcome.multiplier),
          })}
        </p>
      );
  }
}
