import type { AppContext } from '@/server/app-context';
import type { SportTicket } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { findActiveGrant } from '@/server/services/bonus/find-active-grant';
import { countRealStake, fundStake, payWin } from '@/server/services/bonus/funding';
import { countTransfer } from '@/server/lib/metrics';
import { ensureAccounts, userBalances, type AccountRef } from '@/server/services/ledger/accounts';
import {
  settlePending,
  transfer,
  transferFingerprint,
  type TransferInput,
} from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type TicketMoney = Pick<SportTicket, 'id' | 'userId' | 'currency'>;

/** A ticket's id among every product's bets (`bonus_stakes.bet_ref`). */
export const ticketBetRef = (ticket: Pick<SportTicket, 'id'>) => `sport:${ticket.id}`;

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
 *
 * While the player has an active bonus, a pre-match ticket's stake is paid real money first,
 * then bonus money (`fundStake`, counted toward wagering at the template's minimum odds), and its
 * cash-outs and payouts are split the way it was. A live ticket's stake is held through the live
 * delay in real money only: bonus money is not held for bets that may still be refused (a held
 * bonus part would have to survive the grant converting or expiring during the delay). It counts
 * toward the wagering when it is accepted (`acceptHeldStake`), and a player whose real money
 * cannot cover it while bonus money could is told so (422 `bonus_live_real_only`).
 */

/**
 * The stake, player real → house: posted for a pre-match ticket (real then bonus money while a
 * bonus runs; 422 `bonus_max_bet` above its maximum bet), held through a live delay. `bonus`:
 * whether the player has an active grant (asked with the line's locks, `lockLine`);
 * without one the stake is one transfer, no grant looked up.
 */
export async function takeTicketStake(
  ctx: Ctx,
  ticket: TicketMoney & Pick<SportTicket, 'totalOddsE4'>,
  amount: number,
  options: { hold: boolean; bonus: boolean },
) {
  const { hold, bonus } = options;
  const funded =
    !hold &&
    bonus &&
    (await fundStake(ctx, {
      userId: ticket.userId,
      currency: ticket.currency,
      amount,
      betRef: ticketBetRef(ticket),
      product: 'sports',
      game: 'sports',
      oddsE4: ticket.totalOddsE4,
      key: `sport-stake:${ticket.id}`,
      kind: 'bet_stake',
      shardKey: `ticket:${ticket.id}`,
      metadata: metadata(ticket),
    }));
  if (funded) return;
  if (hold && bonus) await refuseBonusOnlyLiveStake(ctx, ticket, amount);
  await transfer(ctx, stakeTransfer(ticket, amount, hold));
}

/** The stake in real money as one transfer, player → house: posted, or held through a live delay. */
const stakeTransfer = (ticket: TicketMoney, amount: number, hold: boolean) =>
  ({
    key: `sport-stake:${ticket.id}`,
    kind: 'bet_stake',
    debit: player(ticket),
    credit: house(ticket),
    amount,
    currency: ticket.currency,
    pending: hold,
    metadata: metadata(ticket),
    shardKey: `ticket:${ticket.id}`,
  }) satisfies TransferInput;

/**
 * The stake of a ticket no bonus runs for, as the arguments of `ledger_stake()` (migration 0035)
 * for the ticket's own statement to move (place-ticket.ts): `takeTicketStake`'s transfer, its key,
 * accounts (opened first when new), fingerprint and metadata. `counted` counts it in the metrics
 * once the statement has run.
 */
export async function stakeInStatement(
  ctx: Ctx,
  ticket: TicketMoney,
  amount: number,
  hold: boolean,
) {
  const input = stakeTransfer(ticket, amount, hold);
  const [playerId, houseId] = await ensureAccounts(
    ctx.db,
    [input.debit, input.credit],
    input.shardKey,
    ctx.clock.now(),
  );
  return {
    values: [
      input.key,
      transferFingerprint(input),
      hold,
      playerId,
      houseId,
      amount,
      ticket.currency,
      JSON.stringify(input.metadata),
    ],
    counted: () => countTransfer(input.kind, input.currency),
  };
}

/**
 * 422 `bonus_live_real_only` when a live stake needs bonus money: the real money alone cannot
 * cover it while real and bonus money together could. Asked only of live tickets, before the
 * hold (a failed hold would end the transaction).
 */
async function refuseBonusOnlyLiveStake(ctx: Ctx, ticket: TicketMoney, amount: number) {
  if (!(await findActiveGrant(ctx.db, ticket.userId, ticket.currency))) return;
  const balances = await userBalances(ctx.db, ticket.userId, ticket.currency);
  if (balances.real < amount && balances.real + balances.bonus >= amount) {
    throw AppError.field('amount', 'bonus_live_real_only');
  }
}

/**
 * A live ticket accepted after the delay: its held stake posted, and counted toward a running
 * bonus's wagering at the odds it was accepted at (its payouts are then split with a bonus share
 * of nothing, all real).
 */
export async function acceptHeldStake(
  ctx: Ctx,
  ticket: TicketMoney & Pick<SportTicket, 'stakeMinor'>,
  totalOddsE4: number,
) {
  await settleHeldStake(ctx, ticket, 'post');
  await countRealStake(ctx, {
    userId: ticket.userId,
    currency: ticket.currency,
    amount: ticket.stakeMinor,
    betRef: ticketBetRef(ticket),
    product: 'sports',
    game: 'sports',
    oddsE4: totalOddsE4,
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

/** A cash-out's price, house → player (split as the stake was while a bonus ran). */
export async function payCashout(ctx: Ctx, ticket: TicketMoney, seq: number, amount: number) {
  await payWin(ctx, {
    userId: ticket.userId,
    currency: ticket.currency,
    betRefs: [ticketBetRef(ticket)],
    payout: amount,
    key: `sport-cashout:${ticket.id}:${seq}`,
    kind: 'bet_payout',
    shardKey: `ticket:${ticket.id}`,
    metadata: { ...metadata(ticket), seq },
  });
}
