'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { BonusTerms } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { EdgeContributionTable } from './edge-contribution-table';
import { useMoney } from './use-money';

/** How each kind of game counts toward wagering, as a small table. */
function ContributionTable({ terms }: { terms: BonusTerms }) {
  const t = useTranslations('BonusSystem.terms');
  const captionId = useId();
  const { contributions: c } = terms;
  const rows: [string, string][] = [
    [t('slots'), `${c.slots}%`],
    [t('live_casino'), `${c.live_casino}%`],
    [t('table'), `${c.table}%`],
    [t('inHouse'), t('inHouseValue', { edge: c.in_house_reference_edge })],
    [t('sports'), t('sportsValue', { percent: c.sports, odds: c.sports_min_odds })],
  ];
  return (
    <>
      <table className={styles.contributions} aria-labelledby={captionId}>
        <caption id={captionId}>{t('contributions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('game')}</th>
            <th scope="col">{t('counts')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([game, counts]) => (
            <tr key={game}>
              <th scope="row">{game}</th>
              <td>{counts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.excluded_games.length > 0 ? (
        <p className={styles.small}>{t('excluded', { games: c.excluded_games.join(', ') })}</p>
      ) : null}
      <EdgeContributionTable
        referenceEdge={c.in_house_reference_edge}
        excluded={c.excluded_games}
      />
    </>
  );
}

/**
 * The significant terms of an offer or a bonus, generated from its `terms` and shown with it
 * (never behind a link): minimum deposit, percent, maximum bonus, wagering and its base, the
 * contribution table, maximum bet, validity and maximum conversion.
 */
export function TermsList({ terms }: { terms: BonusTerms }) {
  const t = useTranslations('BonusSystem.terms');
  const money = useMoney();
  const cash = (amount: number) => money(amount, terms.currency);
  const wagers = terms.wagering_multiplier > 0;
  const items: [string, string][] = [];
  if (terms.min_deposit > 0) items.push([t('minDeposit'), cash(terms.min_deposit)]);
  if (terms.kind === 'deposit_match') {
    items.push([t('percent'), t('percentValue', { percent: terms.percent })]);
    items.push([t('maxBonus'), cash(terms.max_bonus)]);
  } else if (terms.max_bonus > 0) {
    items.push([t('bonusAmount'), cash(terms.max_bonus)]);
  }
  if (terms.free_spins) {
    const spins = terms.free_spins;
    items.push([
      t('freeSpins'),
      t('freeSpinsValue', {
        rounds: spins.rounds,
        game: spins.game_name,
        bet: cash(spins.bet_value),
      }),
    ]);
  }
  items.push([
    t('wagering'),
    wagers
      ? t('wageringValue', { multiplier: terms.wagering_multiplier, base: terms.wagering_base })
      : t('noWagering'),
  ]);
  if (wagers && terms.max_bet > 0) items.push([t('maxBet'), cash(terms.max_bet)]);
  items.push([t('validity'), t('validityValue', { days: terms.validity_days })]);
  items.push([
    t('maxConversion'),
    terms.max_conversion === null ? t('noCap') : cash(terms.max_conversion),
  ]);

  return (
    <section className={styles.terms} aria-label={t('heading')}>
      <h4 className={styles.termsHeading}>{t('heading')}</h4>
      <dl className={styles.termList}>
        {items.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {wagers ? <ContributionTable terms={terms} /> : null}
      {terms.text ? <p className={styles.small}>{terms.text}</p> : null}
    </section>
  );
}
