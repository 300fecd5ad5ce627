'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { TimeLeftUntil } from '@/components/bonus/time-left';
import { browserApi } from '@/lib/api/browser';
import { fetchLeaderboard, type TournamentBoard } from '@/lib/api/tournaments';
import { useUser } from '@/lib/hooks/data/use-user';
import { Link } from '@/lib/i18n/navigation';
import type { Leaderboard } from '@/lib/schemas/tournaments';
import { useStream } from '@/lib/stream/use-stream';
import { tournamentFormat } from './format';
import { JoinButton } from './join-button';
import styles from './tournaments.module.css';

type Props = {
  tournamentId: number;
  initial: TournamentBoard | null;
  baseCurrency: string;
  startsAt: string;
  endsAt: string;
  /** Opt-in and still open: the join button shows. */
  canJoin: boolean;
  joined: boolean;
};

/**
 * The live part of a tournament's page: its countdown, the join button, the leaderboard
 * following `tournament:<id>` on the stream (each change replaces the top places; a signed-in
 * player's own row is asked for again then) and the player's own place, announced politely.
 */
export function TournamentLeaderboard(props: Props) {
  const t = useTranslations('TournamentLive');
  const format = tournamentFormat(useLocale());
  const { user } = useUser();
  const [board, setBoard] = useState<Leaderboard | null>(props.initial);
  const [me, setMe] = useState<TournamentBoard['me']>(props.initial?.me ?? null);
  const [joined, setJoined] = useState(props.joined);

  const refreshMe = () => {
    fetchLeaderboard(browserApi(), props.tournamentId)
      .then((answer) => setMe(answer.me))
      .catch(() => {});
  };
  const { state } = useStream(`tournament:${props.tournamentId}`, (frame) => {
    const data = frame.data as Leaderboard | null;
    if (!data) return;
    setBoard(data);
    if (user) refreshMe();
  });

  const status = board?.status ?? 'upcoming';
  const open = status === 'upcoming' || status === 'active';
  const finished = status === 'finished';
  const score = (value: number) => format.score(board!.scoring, value, props.baseCurrency);
  const rows = board?.rows ?? [];
  return (
    <section className={styles.panel} aria-labelledby="tournament-board">
      <h2 id="tournament-board">
        {t('heading')}
        {open && (state === 'connecting' || state === 'closed') ? (
          <span className={styles.lag}>{t('reconnecting')}</span>
        ) : null}
      </h2>
      <div className={styles.timer}>
        {status === 'upcoming' ? (
          <>
            <span>{t('startsIn')}</span>
            <TimeLeftUntil until={props.startsAt} label={t('startsIn')} />
          </>
        ) : status === 'active' ? (
          <>
            <span>{t('endsIn')}</span>
            <TimeLeftUntil until={props.endsAt} label={t('endsIn')} />
          </>
        ) : (
          <span>{t('ended')}</span>
        )}
      </div>
      {props.canJoin && open ? (
        <JoinButton
          tournamentId={props.tournamentId}
          joined={joined}
          onJoined={() => {
            setJoined(true);
            refreshMe();
          }}
        />
      ) : null}
      <p className={styles.me} aria-live="polite">
        {me
          ? me.place === null
            ? t('meUnranked')
            : t('me', { place: me.place, score: score(me.score) })
          : null}
      </p>
      {rows.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('place')}</th>
              <th scope="col">{t('player')}</th>
              <th scope="col" className={styles.num}>
                {t('score')}
              </th>
              {finished ? (
                <th scope="col" className={styles.num}>
                  {t('prize')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.place} data-me={me?.place === row.place ? 'true' : undefined}>
                <td>{row.place}</td>
                <td>
                  {row.player}
                  {me?.place === row.place ? ` (${t('you')})` : null}
                </td>
                <td className={styles.num}>{score(row.score)}</td>
                {finished ? (
                  <td className={styles.num}>
                    {row.prize
                      ? row.prize.kind === 'free_spins'
                        ? t('prizeSpins', { count: row.prize.amount })
                        : row.prize.kind === 'bonus'
                          ? t('prizeBonus', {
                              amount: format.money(row.prize.amount, row.prize.currency),
                            })
                          : format.money(row.prize.amount, row.prize.currency)
                      : '—'}
                    {row.best_bet_ref ? (
                      <>
                        {' '}
                        <Link href="/fair">{t('verify')}</Link>
                      </>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
