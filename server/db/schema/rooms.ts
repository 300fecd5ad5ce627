import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { Room } from '@/lib/constants/rooms';
import { users } from './users';

/**
 * `waiting`: one player so far; `counting`: a second player joined, bets are taken until
 * `ends_at`; `closed`: betting is over, the round waits for its entropy; `settled`: drawn and the
 * winner paid; `refunded`: every stake returned (a lone player's timeout, or no entropy in time).
 */
export type RoomRoundStatus = 'waiting' | 'counting' | 'closed' | 'settled' | 'refunded';

/**
 * What proves a revealed entropy beside its value, kept with the round so its verification needs
 * nobody's server later: for a drand beacon, the chain's public key, its timing and the round's
 * BLS signature (the entropy is the signature's SHA-256). Crash's hash needs none: its chain
 * proves it.
 */
export type EntropyProof = {
  kind: 'drand';
  publicKey: string;
  signature: string;
  /** The chain's genesis (Unix seconds) and period (seconds): when each of its rounds is due. */
  genesis: number;
  period: number;
};

/**
 * One round of a room in one currency. `server_seed_hash` is public from the open; the seed
 * itself only once the round is over. `entropy_source` names what the draw waits for
 * (`crash:<round id>` or `drand:<chain hash>:<beacon round>`, `server/services/rooms/entropy.ts`),
 * `entropy` is its value once revealed and `entropy_proof` what proves it (`EntropyProof`).
 * `pot` is the sum of the stakes in minor units, which is also the number of tickets; bets of a
 * round are taken one at a time under the row's lock, so each bet's tickets start at the pot.
 */
export const roomRounds = pgTable(
  'room_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    room: text('room').$type<Room>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<RoomRoundStatus>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    entropySource: text('entropy_source'),
    entropy: text('entropy'),
    entropyProof: jsonb('entropy_proof').$type<EntropyProof>(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    countingFrom: timestamp('counting_from', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    pot: bigint('pot', { mode: 'number' }).notNull().default(0),
    betCount: integer('bet_count').notNull().default(0),
    totalTickets: bigint('total_tickets', { mode: 'number' }),
    winningTicket: bigint('winning_ticket', { mode: 'number' }),
    winnerBetId: uuid('winner_bet_id'),
    /** The pot less the winner's payout. */
    commission: bigint('commission', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('room_rounds_open_uq')
      .on(table.room, table.currency)
      .where(sql`${table.status} in ('waiting', 'counting')`),
    index('room_rounds_unfinished_idx')
      .on(table.id)
      .where(sql`${table.status} in ('waiting', 'counting', 'closed')`),
    index('room_rounds_room_idx').on(table.room, table.currency, table.id),
    // settled_bets read by time (top list, tournaments, the VIP scorer's window)
    index('room_rounds_drawn_idx')
      .on(table.drawnAt)
      .where(sql`${table.drawnAt} is not null`),
    check(
      'room_rounds_status_ck',
      sql`${table.status} in ('waiting', 'counting', 'closed', 'settled', 'refunded')`,
    ),
    check('room_rounds_pot_ck', sql`${table.pot} >= 0`),
  ],
);

export type RoomRound = typeof roomRounds.$inferSelect;

/** `open` until the draw; then `won` or `lost`; `refunded` with its round. */
export type RoomBetStatus = 'open' | 'won' | 'lost' | 'refunded';

/**
 * One stake in a room round, holding tickets `tickets_from`–`tickets_to` (minor units of the pot,
 * `lib/games/rooms/tickets.ts`). Its money: the stake player → house (`rooms:<bet>:stake`), a
 * refund house → player (`rooms:<bet>:refund`); the winner's payout is the round's
 * (`rooms:<round>:payout`). `key` is the player's idempotency key.
 */
export const roomBets = pgTable(
  'room_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => roomRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ticketsFrom: bigint('tickets_from', { mode: 'number' }).notNull(),
    ticketsTo: bigint('tickets_to', { mode: 'number' }).notNull(),
    status: text('status').$type<RoomBetStatus>().notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('room_bets_key_uq').on(table.userId, table.key),
    uniqueIndex('room_bets_tickets_uq').on(table.roundId, table.ticketsFrom),
    index('room_bets_user_idx').on(table.userId, table.createdAt),
    check('room_bets_amount_ck', sql`${table.amount} > 0`),
    check(
      'room_bets_tickets_ck',
      sql`${table.ticketsTo} = ${table.ticketsFrom} + ${table.amount} - 1`,
    ),
    check('room_bets_payout_ck', sql`${table.payout} >= 0`),
    check('room_bets_status_ck', sql`${table.status} in ('open', 'won', 'lost', 'refunded')`),
  ],
);

export type RoomBet = typeof roomBets.$inferSelect;
