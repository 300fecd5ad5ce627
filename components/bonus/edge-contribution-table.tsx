'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { EDGE_GAMES, edgeShare, percentOf, type EdgeGame } from '@/lib/bonus/contribution';
import type { Fraction } from '@/lib/constants/games';
import { gameNameKey } from '@/lib/games/names';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import styles from './bonus.module.css';

const NOTHING: Fraction = { numerator: 0, denominator: 1 };

/** A fraction whose percentage has no more than two decimals prints as that figure alone. */
const exactInHundredths = ({ numerator, denominator }: Fraction) =>
  (numerator * 10_000) % denominator === 0;

/**
 * The rule by which our games, crash and rooms count toward wagering (house edge ÷ the grant's
 * reference edge, at most 100 %), and each game's edge and share, worked out from the same exact
 * edges the server counts with (`lib/bonus/contribution.ts`), so a player can work out the
 * turnover a bonus needs.
 */
export function EdgeContributionTable({
  referenceEdge,
  excluded,
}: {
  /** The grant's reference edge, percent (`in_house_reference_edge`). */
  referenceEdge: number;
  /** Games the grant does not count at all. */
  excluded: readonly string[];
}) {
  const t = useTranslations('BonusSystem.terms.edges');
  const names = useTranslations();
  const numbers = useNumberFormat();
  const captionId = useId();
  const referenceBp = Math.round(referenceEdge * 100);
  const percent = (fraction: Fraction) =>
    numbers.number(percentOf(fraction) / 100, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  const nameOf = (game: EdgeGame) =>
    game === 'crash' || game === 'rooms' ? t(game) : names(gameNameKey(game));
  const rows = EDGE_GAMES.map(({ game, edge }) => {
    const share = edgeShare(edge, referenceBp);
    return {
      game,
      name: nameOf(game),
      edge: exactInHundredths(edge)
        ? percent(edge)
        : t('exact', { percent: percent(edge), fraction: `${edge.numerator}/${edge.denominator}` }),
      /** What the rule gives, and what this grant counts (nothing for a game it excludes). */
      share: percent(share),
      counted: percent(excluded.includes(game) ? NOTHING : share),
    };
  });
  const example = rows[0]!;

  return (
    <>
      <p className={styles.small}>
        {t('rule', {
          reference: percent({ numerator: referenceBp, denominator: 10_000 }),
          game: example.name,
          edge: example.edge,
          share: example.share,
        })}
      </p>
      <table className={styles.contributions} aria-labelledby={captionId}>
        <caption id={captionId}>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('game')}</th>
            <th scope="col">{t('edge')}</th>
            <th scope="col">{t('share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.game}>
              <th scope="row">{row.name}</th>
              <td>{row.edge}</td>
              <td>{row.counted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
