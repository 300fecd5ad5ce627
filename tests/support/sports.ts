import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  MARKET_STATUS,
  PRODUCERS,
  type FeedMarket,
  type FeedMessage,
  type FeedOutcome,
  type MarketStatus,
  type ProducerId,
} from '@/lib/sports/feed-messages';
import { betLines, type BetKind } from '@/lib/sports/lines';
import { specKey } from '@/lib/sports/specifiers';
import { potentialPayout, totalOddsE4 } from '@/lib/sports/settle';
import type { AppContext } from '@/server/app-context';
import {
  ledgerAccounts,
  sportMarkets,
  sportOutcomes,
  sportTicketLegs,
  sportTickets,
  type TicketStatus,
} from '@/server/db/schema';
import { accountCode } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const NAME = (text: string) => ({ ru: text, en: text, kz: text });

/** A fresh event id, so suites sharing a PostgreSQL database never meet. */
export const newEventId = () => `sim:match:${randomBytes(6).toString('hex')}`;

/** The feed's time now, ms (messages carry it; tests move the clock). */
export const feedNow = (ctx: Ctx) => ctx.clock.now().getTime();

/** Creates the event (a football match) through a `fixture_change`. */
export async function seedEvent(ctx: Ctx, eventId = newEventId()) {
  await applyFeedMessage(ctx, {
    type: 'fixture_change',
    producer: PRODUCERS.prematch,
    eventId,
    timestamp: feedNow(ctx),
    changeType: 1,
    fixture: {
      eventId,
      sport: { id: 'sim:sport:football', name: NAME('Football') },
      category: { id: 'sim:category:test', name: NAME('Testland') },
      tournament: { id: 'sim:tournament:test', name: NAME('Test league') },
      home: NAME('Home'),
      away: NAME('Away'),
      scheduledAt: feedNow(ctx) + 3_600_000,
      seedHash: 'a'.repeat(64),
    },
  });
  return eventId;
}

/** A 1x2 market (type 1) or a total (18, `total`) priced at `odds` per outcome. */
export function market(
  typeId: number,
  odds: Record<string, string>,
  options: { specifiers?: Record<string, string>; status?: MarketStatus } = {},
) {
  return {
    typeId,
    specifiers: options.specifiers ?? {},
    status: options.status ?? MARKET_STATUS.active,
    outcomes: Object.entries(odds).map(([id, price]): FeedOutcome => ({
      id,
      odds: price,
      active: true,
    })),
  };
}

export function oddsChange(
  ctx: Ctx,
  eventId: string,
  markets: FeedMarket[],
  options: { producer?: ProducerId; timestamp?: number; requestId?: string } = {},
): FeedMessage {
  return {
    type: 'odds_change',
    producer: options.producer ?? PRODUCERS.prematch,
    eventId,
    timestamp: options.timestamp ?? feedNow(ctx),
    ...(options.requestId && { requestId: options.requestId }),
    markets,
  };
}

/** A market row, or undefined. */
export async function marketRow(
  ctx: Ctx,
  eventId: string,
  typeId: number,
  specifiers: Record<string, string> = {},
) {
  const [row] = await ctx.db
    .select()
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.eventId, eventId),
        eq(sportMarkets.typeId, typeId),
        eq(sportMarkets.specKey, specKey(specifiers)),
      ),
    );
  return row;
}

export async function outcomeRows(ctx: Ctx, eventId: string, typeId: number, key = '') {
  return ctx.db
    .select()
    .from(sportOutcomes)
    .where(
      and(
        eq(sportOutcomes.eventId, eventId),
        eq(sportOutcomes.typeId, typeId),
        eq(sportOutcomes.specKey, key),
      ),
    );
}

export type TestLeg = {
  eventId: string;
  typeId: number;
  specKey?: string;
  outcomeId: string;
  oddsE4: number;
  banker?: boolean;
};

/**
 * A ticket as placement would leave it, written directly (the betting helper owns placement):
 * the ticket, its legs and its stake `sport-stake:<id>` player → house on the ticket's shard.
 */
export async function placeTestTicket(
  ctx: Ctx,
  input: {
    userId: number;
    currency?: Currency;
    kind?: BetKind;
    systemSize?: number;
    stakeMinor: number;
    legs: TestLeg[];
    status?: TicketStatus;
    placedAt?: Date;
    acceptedAt?: Date | null;
  },
) {
  const id = randomUUID();
  const currency = input.currency ?? 'RUB';
  const kind = input.kind ?? (input.legs.length === 1 ? 'single' : 'express');
  const now = ctx.clock.now();
  const bankers = input.legs.flatMap((leg, index) => (leg.banker ? [index] : []));
  const shape = { kind, size: input.systemSize, bankers };
  const odds = input.legs.map((leg) => leg.oddsE4);
  return ctx.db.transaction(async (tx) => {
    const status = input.status ?? 'open';
    await tx.insert(sportTickets).values({
      id,
      userId: input.userId,
      key: `test-${id}`,
      fingerprint: 'test',
      currency,
      kind,
      systemSize: input.systemSize ?? null,
      lines: betLines(kind, input.legs.length, shape).length,
      stakeMinor: input.stakeMinor,
      openStakeMinor: input.stakeMinor,
      oddsPolicy: 'none',
      live: false,
      status,
      totalOddsE4: kind === 'express' ? totalOddsE4(odds) : odds[0]!,
      potentialMinor: potentialPayout(shape, odds, input.stakeMinor),
      placedAt: input.placedAt ?? now,
      acceptedAt:
        input.acceptedAt === undefined ? (status === 'pending' ? null : now) : input.acceptedAt,
    });
    await tx.insert(sportTicketLegs).values(
      input.legs.map((leg, idx) => ({
        ticketId: id,
        idx,
        eventId: leg.eventId,
        typeId: leg.typeId,
        specKey: leg.specKey ?? '',
        outcomeId: leg.outcomeId,
        oddsRequestedE4: leg.oddsE4,
        oddsE4: leg.oddsE4,
        marketVersion: 1,
        banker: leg.banker ?? false,
      })),
    );
    await transfer(
      { ...ctx, db: tx },
      {
        key: `sport-stake:${id}`,
        kind: 'sport_stake',
        debit: { owner: 'user', userId: input.userId, currency, kind: 'real' },
        credit: { owner: 'house', currency },
        amount: input.stakeMinor,
        currency,
        shardKey: `ticket:${id}`,
      },
    );
    return id;
  });
}

export async function ticketRow(ctx: Ctx, id: string) {
  const [row] = await ctx.db.select().from(sportTickets).where(eq(sportTickets.id, id));
  return row!;
}

export async function legRows(ctx: Ctx, id: string) {
  return ctx.db
    .select()
    .from(sportTicketLegs)
    .where(eq(sportTicketLegs.ticketId, id))
    .orderBy(sportTicketLegs.idx);
}

/** A player's account balance in minor units (0 when never opened). */
export async function accountBalance(
  ctx: Ctx,
  userId: number,
  kind: 'real' | 'debt',
  currency: Currency = 'RUB',
) {
  const [row] = await ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode({ owner: 'user', userId, currency, kind })));
  return row?.balance ?? 0;
}
