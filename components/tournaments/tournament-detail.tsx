import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { TournamentBoard, TournamentItem } from '@/lib/api/tournaments';
import { localized, tournamentFormat } from './format';
import { TournamentLeaderboard } from './tournament-leaderboard';
import styles from './tournaments.module.css';

/**
 * A tournament's page body: its terms (scoring, minimum bet in the viewer's currency, players,
 * registration, the tie rule), the operator's rules, the prize table and the live leaderboard.
 */
export async function TournamentDetail({
  tournament,
  board,
}: {
  tournament: TournamentItem;
  board: TournamentBoard | null;
}) {
  const t = await getTranslations('Tournament');
  const top = await getTranslations('Top');
  const locale = await getLocale();
  const format = tournamentFormat(locale, await getTimeZone());
  const base = tournament.base_currency;
  const pool = format.money(tournament.pool, base);
  const terms = [
    t(`scoringRule.${tournament.scoring}`, { count: tournament.best_count ?? 1, currency: base }),
    tournament.min_bet === null
      ? t('noMinBet', { currency: tournament.currency })
      : t('minBet', { amount: format.money(tournament.min_bet, tournament.currency) }),
    t(`registration.${tournament.registration}`),
    tournament.products.length === 0
      ? t('allProducts')
      : t('products', {
          list: tournament.products
            .map((product) => top(`products.${product as 'slots'}`))
            .join(', '),
        }),
    tournament.pool_mode === 'fixed'
      ? t('poolFixed', { amount: pool })
      : t('poolShare', {
          share: `${format.plain((tournament.pool_share_bp ?? 0) / 100, 2)} %`,
          amount: pool,
        }),
    ...(tournament.min_score > 0
      ? [t('minScore', { score: format.score(tournament.scoring, tournament.min_score, base) })]
      : []),
    ...(tournament.min_players > 1 ? [t('minPlayers', { count: tournament.min_players })] : []),
    ...(tournament.max_players !== null
      ? [t('maxPlayers', { count: tournament.max_players })]
      : []),
    t('ties'),
  ];
  const open = tournament.status === 'upcoming' || tournament.status === 'active';
  return (
    <>
      {tournament.status === 'cancelled' ? <p role="status">{t('cancelledText')}</p> : null}
      {tournament.status === 'finalizing' ? <p role="status">{t('finalizingText')}</p> : null}
      <div className={styles.layout}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="tournament-terms">
            <h2 id="tournament-terms">{t('termsHeading')}</h2>
            <dl className={styles.facts}>
              <dt>{t('starts')}</dt>
              <dd>{format.dateTime(tournament.starts_at)}</dd>
              <dt>{t('ends')}</dt>
              <dd>{format.dateTime(tournament.ends_at)}</dd>
            </dl>
            <ul>
              {terms.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="tournament-prizes">
            <h2 id="tournament-prizes">{t('prizesHeading')}</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('placeColumn')}</th>
                  <th scope="col" className={styles.num}>
                    {t('prizeColumn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tournament.prizes.map((prize) => (
                  <tr key={prize.from}>
                    <td>{prize.from === prize.to ? prize.from : `${prize.from}–${prize.to}`}</td>
                    <td className={styles.num}>
                      {prize.kind === 'free_spins'
                        ? t('prizeSpins', { count: prize.amount })
                        : prize.kind === 'bonus'
                          ? t('prizeBonus', {
                              amount: format.money(prize.amount, tournament.currency),
                            })
                          : format.money(prize.amount, tournament.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className={styles.panel} aria-labelledby="tournament-rules">
            <h2 id="tournament-rules">{t('rulesHeading')}</h2>
            <p className={styles.rules}>{localized(tournament.rules, locale)}</p>
          </section>
        </div>
        <TournamentLeaderboard
          tournamentId={tournament.id}
          initial={board}
          baseCurrency={base}
          startsAt={tournament.starts_at}
          endsAt={tournament.ends_at}
          canJoin={tournament.registration === 'opt_in' && open}
          joined={tournament.me?.joined ?? false}
        />
      </div>
    </>
  );
}
