import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FourEyesAction } from '@/lib/constants/staff';
import { toMajor } from '@/lib/money/units';
import type { walletAdjustmentRequestSchema } from '@/lib/schemas/billing';
import type { operatorMarketSettleRequestSchema } from '@/lib/schemas/sports';
import type { AppContext } from '@/server/app-context';
import {
  ledgerTransfers,
  payouts,
  sportMarkets,
  sportTicketLegs,
  sportTickets,
  users,
} from '@/server/db/schema';
import { isUuid } from '@/server/lib/uuid';
import { decidePayout } from '@/server/services/payouts/decide-payout';
import { serializePayoutForOperator } from '@/server/services/payouts/serialize-payout';
import { settleMarketByOperator } from '@/server/services/sports/operator/settle-market';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import type { Money } from '@/server/services/exchange-rates/worth';

/** Who asked for a held action and who confirmed it, kept with the action's own record. */
export type Attribution = { approvalId: number; requestedBy: string; confirmedBy: string };

/** The words the action's record keeps: `four eyes #12: asked by a@…, confirmed by b@…`. */
export function attributionText(by: Attribution) {
  return `four eyes #${by.approvalId}: asked by ${by.requestedBy}, confirmed by ${by.confirmedBy}`;
}

/**
 * A money action that four eyes may hold: how its request names its target, what it is worth,
 * and how it runs, the same when asked below the threshold and when a second member of staff
 * confirms it (then inside the confirmation's transaction, `ctx.db` being it, and `by` set).
 */
export type HeldAction<Request, Result> = {
  action: FourEyesAction;
  targetType: string;
  /** The target's id: one pending approval per action and target. */
  target(request: Request): string;
  reason(request: Request): string | null;
  /**
   * The amounts it moves, or null when it would move nothing new (a payout no longer pending, an
   * adjustment's key used already, an unknown target): then it runs at once and answers itself.
   */
  worth(ctx: AppContext, request: Request): Promise<Money[] | null>;
  run(ctx: AppContext, request: Request, by: Attribution | null): Promise<Result>;
};

/** `POST /operator/payouts/{id}/approve`, the path's id beside the body. */
export type PayoutApprovalRequest = { id: string; note: string | null };

export const payoutApproval: HeldAction<
  PayoutApprovalRequest,
  ReturnType<typeof serializePayoutForOperator>
> = {
  action: 'payouts.approve',
  targetType: 'payout',
  target: (request) => request.id,
  reason: (request) => request.note,
  async worth(ctx, request) {
    if (!isUuid(request.id)) return null;
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.id, request.id));
    if (payout?.status !== 'pending') return null;
    return [{ amount: payout.amount, currency: payout.currency }];
  },
  async run(ctx, request, by) {
    const note = by ? [request.note, attributionText(by)].filter(Boolean).join('; ') : request.note;
    return serializePayoutForOperator(await decidePayout(ctx, request.id, 'approve', note));
  },
};

/** `POST /operator/wallet/adjustments`, as validated (the amount in minor units). */
export type AdjustmentRequest = z.output<typeof walletAdjustmentRequestSchema>;

export const walletAdjustment: HeldAction<
  AdjustmentRequest,
  { transfer_id: number; balance: number }
> = {
  action: 'wallet.adjust',
  targetType: 'adjustment',
  // The operator's key names the adjustment: the same key again is the same adjustment.
  target: (request) => request.key,
  reason: (request) => request.reason,
  async worth(ctx, request) {
    const [[done], [player]] = await Promise.all([
      ctx.db
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, `adjustment:${request.key}`)),
      ctx.db.select({ id: users.id }).from(users).where(eq(users.id, request.user_id)),
    ]);
    // A replayed key answers its transfer; an unknown player its 422.
    return done || !player ? null : [{ amount: request.amount, currency: request.currency }];
  },
  async run(ctx, request, by) {
    const { user_id: userId, ...input } = request;
    const result = await adjustBalance(ctx, {
      ...input,
      userId,
      ...(by && { approval: attributionText(by) }),
    });
    return { transfer_id: result.transferId, balance: toMajor(result.balance) };
  },
};

/** `POST /operator/sports/markets/settle`, as validated. */
export type SettlementRequest = z.output<typeof operatorMarketSettleRequestSchema>;

/** Tickets a settlement may pay or take back: riding on the market, or paid on it already. */
const SETTLED_BY_HAND = ['pending', 'open', 'settled'] as const;

export const manualSettlement: HeldAction<
  SettlementRequest,
  Awaited<ReturnType<typeof settleMarketByOperator>>['market']
> = {
  action: 'sports.settle',
  targetType: 'market',
  target: (request) => `${request.event_id}/${request.type_id}/${request.spec_key}`,
  reason: (request) => request.reason,
  // What the settlement can move: the potential payouts of the market's tickets, each once.
  async worth(ctx, request) {
    const market = and(
      eq(sportMarkets.eventId, request.event_id),
      eq(sportMarkets.typeId, request.type_id),
      eq(sportMarkets.specKey, request.spec_key),
    );
    const [known] = await ctx.db
      .select({ id: sportMarkets.eventId })
      .from(sportMarkets)
      .where(market);
    if (!known) return null;
    const tickets = await ctx.db
      .selectDistinct({
        id: sportTickets.id,
        currency: sportTickets.currency,
        potential: sportTickets.potentialMinor,
      })
      .from(sportTicketLegs)
      .innerJoin(sportTickets, eq(sportTickets.id, sportTicketLegs.ticketId))
      .where(
        and(
          eq(sportTicketLegs.eventId, request.event_id),
          eq(sportTicketLegs.typeId, request.type_id),
          eq(sportTicketLegs.specKey, request.spec_key),
          inArray(sportTickets.status, [...SETTLED_BY_HAND]),
        ),
      );
    return tickets.map((ticket) => ({ amount: ticket.potential, currency: ticket.currency }));
  },
  async run(ctx, request, by) {
    const outcomes = request.outcomes.map((outcome) => ({
      id: outcome.id,
      result: outcome.result,
      voidFactor: outcome.void_factor,
      deadHeatFactor: outcome.dead_heat_factor,
    }));
    const settled = await settleMarketByOperator(ctx, {
      eventId: request.event_id,
      typeId: request.type_id,
      specKey: request.spec_key,
      reason: by ? `${request.reason}; ${attributionText(by)}` : request.reason,
      outcomes,
    });
    return settled.market;
  },
};

/** Every held action by its name: what a confirmation runs. */
export const HELD_ACTIONS: Record<FourEyesAction, HeldAction<never, object>> = {
  'payouts.approve': payoutApproval,
  'wallet.adjust': walletAdjustment,
  'sports.settle': manualSettlement,
};
