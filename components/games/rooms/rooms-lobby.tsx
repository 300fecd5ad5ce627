'use client';

import { useTranslations } from 'next-intl';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ROOM_MIN_STAKE, type Room } from '@/lib/constants/rooms';
import { useBetCurrency } from '@/lib/hooks/behaviour/use-bet-currency';
import { useRoomList } from '@/lib/hooks/data/use-room-list';
import { Link } from '@/lib/i18n/navigation';
import styles from './rooms.module.css';

type RoomsLobbyProps = {
  /** The rooms with their names and lines, rendered on the server. */
  rooms: readonly { room: Room; name: string; text: string }[];
};

/**
 * The three rooms as cards: each one's minimum stake, and its open round's pot and players, asked
 * again every few seconds; each card opens its room. Before the first answer the minimums come
 * from the constants in the bet currency, so the cards are whole at once.
 */
export function RoomsLobby({ rooms }: RoomsLobbyProps) {
  const t = useTranslations('RoomsBoard');
  const { money } = useGameFormat();
  const betCurrency = useBetCurrency();
  const { list } = useRoomList();
  const currency = list?.currency ?? betCurrency;
  return (
    <ul className={`grid ${styles.lobby}`} aria-label={t('lobby.label')}>
      {rooms.map(({ room, name, text }) => {
        const live = list?.rooms.find((entry) => entry.room === room);
        return (
          <li key={room} className={`card ${styles.lobbyCard}`} data-room={room}>
            <h2 className="h3">
              <Link href={`/games/rooms/${room}`}>{name}</Link>
            </h2>
            <p className="muted">{text}</p>
            <dl className={styles.lobbyFigures}>
              <div>
                <dt>{t('lobby.min')}</dt>
                <dd>{money(live?.min_stake ?? ROOM_MIN_STAKE[currency][room], currency)}</dd>
              </div>
              <div>
                <dt>{t('pot')}</dt>
                <dd>{live ? money(live.pot, currency) : '—'}</dd>
              </div>
              <div>
                <dt>{t('lobby.players')}</dt>
                <dd>{live ? live.players : '—'}</dd>
              </div>
            </dl>
            <p>{live ? t(`lobby.status.${live.status}`) : t('lobby.loading')}</p>
          </li>
        );
      })}
    </ul>
  );
}
