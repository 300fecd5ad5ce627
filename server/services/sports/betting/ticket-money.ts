import type { AppContext } from '@/server/app-context';
import type { SportTicket } from '@/server/db/schema';
import type { AccountRef } from '@/server/services/ledger/accounts';
import { settlePending, transfer } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type TicketMoney = Pick<SportTicket, 'id' | 'userId' | 'currency'>;

const player = (ticket: TicketMoney): AccountRef => ({
  owner: 'user',
  userId: ticket.userId,
  currency: ticket.currency,
  kind: 'real',
});
const house = (ticket: TicketMoney): AccountRef => ({ owner: 'house', currency: ticket.currency });
const metadata = (ticket: TicketMoney) => ({ product: 'sports', ticket_id: ticket.id });

/**
 * A ticket's money, each movement keyed by the ticket (`sport-stake:<id>`, `sport-cashout:<id>:<seq>`)
 * on the house shard of `ticket:<id>`, in the caller's transaction (`ctx.db`).
 */

/** The stake, player real → house: posted for a pre-match ticket, held through a live delay. */
export function takeTicketStake(ctx: Ctx, ticket: TicketMoney, amount: number, hold: boolean) {
  return transfer(ctx, {
    key: `sport-stake:${ticket.id}`,
    kind: 'bet_stake',
    debit: player(ticket),
    credit: house(ticket),
    amount,
    currency: ticket.currency,
    pending: hold,
    metadata: metadata(ticket),
    shardKey: `ticket:${ticket.id}`,
  });
}

/** A live ticket's held stake after the delay: posted when accepted, released when refused. */
export function settleHeldStake(ctx: Ctx, ticket: TicketMoney, action: 'post' | 'void') {
  return settlePending(ctx, {
    key: `sport-stake:${ticket.id}:${action === 'post' ? 'accept' : 'reject'}`,
    pendingKey: `sport-stake:${ticket.id}`,
    action,
    metadata: metadata(ticket),
  });
}

/** A cash-out's price, house → player. */
export function payCashout(ctx: Ctx, ticket: TicketMoney, seq: number, amount: number) {
  return transfer(ctx, {
    key: `sport-cashout:${ticket.id}:${seq}`,
    kind: 'bet_payout',
    debit: house(ticket),
    credit: player(ticket),
    amount,
    currency: ticket.currency,
    metadata: { ...metadata(ticket), seq },
    shardKey: `ticket:${ticket.id}`,
  });
}
