'use client';

import { useTranslations } from 'next-intl';
import type { TicketView } from '@/lib/schemas/sports';
import styles from './my-bets.module.css';

/**
 * How the ticket paid what it paid: stake × Π effective odds = payout (a system: the unit stake
 * per line, summed over its lines), with each leg's effective odds e = v + (1 − v)·r·d·o shown
 * in the legs table above.
 */
export function TicketArithmetic({
  ticket,
  money,
}: {
  ticket: TicketView;
  money: (amount: number) => string;
}) {
  const t = useTranslations('MyBets');
  const settledLegs = ticket.legs.filter((leg) => leg.settlement);
  if (ticket.status !== 'settled' || settledLegs.length === 0) return null;
  const factors = ticket.legs.map((leg) => leg.settlement?.effective_odds ?? leg.odds);
  const text =
    ticket.kind === 'system'
      ? t('arithmeticSystem', {
          lines: ticket.lines,
          unit: money(ticket.stake / ticket.lines),
          payout: money(ticket.payout),
        })
      : `${money(ticket.stake)} × ${factors.join(' × ')} = ${money(ticket.payout)}`;
  return (
    <p className={styles.arithmetic} data-testid="arithmetic">
      {text}
    </p>
  );
}
