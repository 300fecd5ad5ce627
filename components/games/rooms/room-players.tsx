'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import type { RoomPlayer, RoomRoundDetail } from '@/lib/schemas/rooms';
import shared from '@/components/games/shared/games.module.css';
import styles from './rooms.module.css';

/** A player's colour on the bar and in the table: hues spread by the golden angle, so neighbours differ. */
export function playerHue(index: number) {
  return Math.round((index * 137.508 + 8) % 360);
}

export const hueStyle = (index: number) => ({ '--hue': playerHue(index) }) as CSSProperties;

/** Whether a player's stakes include one of the bets this page placed. */
export const isMine = (player: RoomPlayer, mine: ReadonlySet<string>) =>
  player.bet_ids.some((id) => mine.has(id));

type RoomPlayersProps = {
  round: RoomRoundDetail | null;
  currency: string;
  mine: ReadonlySet<string>;
};

/**
 * The players of the round taking bets, in the order they joined, each with their stakes
 * together and their chance to win, which is their share of the pot (their tickets over all).
 * A player who hides their statistics is listed without a name: the table stays whole.
 */
export function RoomPlayers({ round, currency, mine }: RoomPlayersProps) {
  const t = useTranslations('RoomsBoard');
  const { money, percent } = useGameFormat();
  const players = round?.players ?? [];
  return (
    <section aria-labelledby="room-players">
      <h2 id="room-players" className="h3">
        {t('players', { count: players.length })}
      </h2>
      {players.length === 0 ? (
        <p className="muted">{t('noPlayers')}</p>
      ) : (
        <table className={`${shared.table} ${shared.players}`}>
          <caption className="visually-hidden">{t('playersCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('stake')}</th>
              <th scope="col">{t('chance')}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player, index) => (
              <tr key={player.bet_ids[0] ?? index} data-mine={isMine(player, mine)}>
                <td>
                  <span className={styles.swatch} style={hueStyle(index)} aria-hidden="true" />
                  {isMine(player, mine) ? t('you') : (player.player ?? t('hidden'))}
                </td>
                <td>{money(player.amount, currency)}</td>
                <td>{percent(player.chance * 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
