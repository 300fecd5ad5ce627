'use client';

import { useTranslations } from 'next-intl';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { Link } from '@/lib/i18n/navigation';
import type { RoomRoundView } from '@/lib/schemas/rooms';
import styles from './rooms.module.css';

/**
 * The room's last finished rounds, newest first: the pot, the winner (masked, as the API gives
 * them) or the refund, and a link that checks the round on `/fair`.
 */
export function RoomHistory({ rounds }: { rounds: readonly RoomRoundView[] }) {
  const t = useTranslations('RoomsBoard');
  const { money } = useGameFormat();
  return (
    <section aria-labelledby="room-history">
      <h2 id="room-history" className="h3">
        {t('history')}
      </h2>
      {rounds.length === 0 ? (
        <p className="muted">{t('historyEmpty')}</p>
      ) : (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">{t('round')}</th>
              <th scope="col">{t('pot')}</th>
              <th scope="col">{t('winnerColumn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('check')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td>#{round.id}</td>
                <td>{money(round.pot, round.currency)}</td>
                <td>
                  {round.status === 'refunded' ? t('refundedShort') : (round.winner ?? t('hidden'))}
                </td>
                <td>
                  <Link
                    href={{ pathname: '/fair', query: { room_round: round.id } }}
                    aria-label={t('verify', { id: round.id })}
                  >
                    {t('check')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
