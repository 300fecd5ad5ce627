import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { ledgerAccounts, type SportTicket } from '@/server/db/schema';
import { accountCode, type AccountRef } from '@/server/services/ledger/accounts';
import { payWin, takeBackBonusShare } from '@/server/services/bonus/funding';
import { transfer } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const player = (ticket: SportTicket, kind: 'real' | 'debt'): AccountRef => ({
  owner: 'user',
  userId: ticket.userId,
  currency: ticket.currency,
  kind,
});
const house = (ticket: SportTicket): AccountRef => ({ owner: 'house', currency: ticket.currency });
const metadata = (ticket: SportTicket, version: number) => ({
  product: 'sports',
  ticket_id: ticket.id,
  version,
});

/**
 * A ticket's payout and its reversal, keyed by the ticket and its version (`sport-pay:<id>:<v>`,
 * `sport-unpay:<id>:<v>`) on the ticket's house shard, in the caller's transaction. A ticket
 * staked while a bonus ran is paid, and unpaid, split the way its stake was (`bonus/funding`).
 */

const betRef = (ticket: SportTicket) => `sport:${ticket.id}`;

/** The payout of the ticket's settlement under `version`, house → player. */
export async function payTicket(ctx: Ctx, ticket: SportTicket, version: number, amount: number) {
  await payWin(ctx, {
    userId: ticket.userId,
    currency: ticket.currency,
    betRefs: [betRef(ticket)],
    payout: amount,
    key: `sport-pay:${ticket.id}:${version}`,
    kind: 'sport_payout',
    shardKey: `ticket:${ticket.id}`,
    metadata: metadata(ticket, version),
  });
}

/**
 * Takes back the payout made under `version`: from the player's real money as far as it goes
 * (the real account locked first), the rest from the player's debt account, which goes below
 * zero and blocks payouts until paid (`settleDebt`). Never a negative real balance. A payout
 * split by a bonus gives its bonus share back first from where the bonus money is now, as far as
 * it holds it (`takeBackBonusShare`); the rest follows the rule above.
 */
export async function reverseTicketPayout(
  ctx: Ctx,
  ticket: SportTicket,
  version: number,
  payout: number,
) {
  const rest = await takeBackBonusShare(ctx, {
    betRefs: [betRef(ticket)],
    amount: payout,
    key: `sport-unpay:${ticket.id}:${version}`,
    kind: 'sport_unpay',
    shardKey: `ticket:${ticket.id}`,
    metadata: metadata(ticket, version),
  });
  const amount = rest ?? payout;
  if (amount <= 0) return;
  const [real] = await ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode(player(ticket, 'real'))))
    .for('update');
  const available = real ? Math.max(0, real.balance - real.pendingDebits) : 0;
  const fromReal = Math.min(available, amount);
  const common = {
    kind: 'sport_unpay',
    credit: house(ticket),
    currency: ticket.currency,
    metadata: metadata(ticket, version),
    shardKey: `ticket:${ticket.id}`,
  };
  if (fromReal > 0) {
    await transfer(ctx, {
      ...common,
      key: `sport-unpay:${ticket.id}:${version}`,
      debit: player(ticket, 'real'),
      amount: fromReal,
    });
  }
  if (amount > fromReal) {
    await transfer(ctx, {
      ...common,
      key: `sport-unpay:${ticket.id}:${version}:debt`,
      debit: player(ticket, 'debt'),
      amount: amount - fromReal,
    });
  }
}
