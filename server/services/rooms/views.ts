import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  ROOM_COMMISSION_PERCENT,
  ROOM_COUNTDOWN_MS,
  ROOM_DRAW_ANIMATION_MS,
  ROOM_HISTORY_LENGTH,
  ROOM_LONE_TIMEOUT_MS,
  ROOM_MAX_BETS_PER_PLAYER,
  ROOM_MAX_BETS_PER_ROUND,
  ROOM_MAX_STAKE_PER_PLAYER,
  ROOM_MIN_STAKE,
  ROOMS,
  type Room,
} from '@/lib/constants/rooms';
import { drandRoundTime, parseDrandSource } from '@/lib/games/rooms/drand';
import { toMajor } from '@/lib/money/units';
import type {
  RoomBeacon,
  RoomPlayer,
  RoomPublicBet,
  RoomRoundDetail,
  RoomRoundView,
  RoomState,
} from '@/lib/schemas/rooms';
import type { AppContext } from '@/server/app-context';
import { roomBets, roomRounds, users, type RoomBet, type RoomRound } from '@/server/db/schema';
import { maskPlayer } from '@/server/services/games/mask-player';

type Ctx = Pick<AppContext, 'db'>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const OVER = new Set(['settled', 'refunded']);
/** Rounds not yet over: taking bets, or closed and waiting for their draw. */
export const UNFINISHED = ['waiting', 'counting', 'closed'] as const;

/** Who placed a bet, as others may see it. */
export type Bettor = { name: string | null; email: string | null; isStatisticsHidden: boolean };
export type BetRow = { bet: RoomBet; bettor: Bettor };

/** A player's masked name; null for one who hides their statistics (their tickets stay listed). */
const shownName = (bettor: Bettor) => (bettor.isStatisticsHidden ? null : maskPlayer(bettor));

/** The drand beacon a drawn round took its entropy from, with its proof; null for any other. */
function beaconOf(round: RoomRound): RoomBeacon | null {
  const named = parseDrandSource(round.entropySource);
  const proof = round.entropyProof;
  if (!named || proof?.kind !== 'drand' || round.entropy === null) return null;
  return {
    chain_hash: named.chainHash,
    round: named.round,
    due_at: new Date(drandRoundTime(proof, named.round)).toISOString(),
    public_key: proof.publicKey,
    signature: proof.signature,
    randomness: round.entropy,
    genesis_time: proof.genesis,
    period: proof.period,
  };
}

/** A round as anyone may see it: the server seed only once it is over. */
export function roundView(round: RoomRound, winner: Bettor | null = null): RoomRoundView {
  const payout =
    round.status === 'settled' && round.commission !== null ? round.pot - round.commission : null;
  return {
    id: round.id,
    room: round.room,
    currency: round.currency,
    status: round.status,
    server_seed_hash: round.serverSeedHash,
    server_seed: OVER.has(round.status) ? round.serverSeed : null,
    entropy_source: round.entropySource,
    entropy: round.entropy,
    beacon: beaconOf(round),
    opened_at: round.openedAt.toISOString(),
    counting_from: iso(round.countingFrom),
    ends_at: iso(round.endsAt),
    closed_at: iso(round.closedAt),
    drawn_at: iso(round.drawnAt),
    pot: toMajor(round.pot),
    bets_count: round.betCount,
    total_tickets: round.totalTickets,
    winning_ticket: round.winningTicket,
    winner_bet_id: round.winnerBetId,
    winner: winner ? shownName(winner) : null,
    payout: payout === null ? null : toMajor(payout),
    commission: round.commission === null ? null : toMajor(round.commission),
  };
}

export function publicBet({ bet, bettor }: BetRow): RoomPublicBet {
  return {
    id: bet.id,
    round_id: bet.roundId,
    player: shownName(bettor),
    amount: toMajor(bet.amount),
    tickets_from: bet.ticketsFrom,
    tickets_to: bet.ticketsTo,
    status: bet.status,
    payout: toMajor(bet.payout),
  };
}

/** Each player's stakes in a round together, in the order they joined, with their chance. */
export function playerShares(rows: readonly BetRow[]): RoomPlayer[] {
  const pot = rows.reduce((sum, { bet }) => sum + bet.amount, 0);
  const byUser = new Map<number, { bettor: Bettor; ids: string[]; amount: number }>();
  for (const { bet, bettor } of rows) {
    const entry = byUser.get(bet.userId) ?? { bettor, ids: [], amount: 0 };
    entry.ids.push(bet.id);
    entry.amount += bet.amount;
    byUser.set(bet.userId, entry);
  }
  return [...byUser.values()].map(({ bettor, ids, amount }) => ({
    player: shownName(bettor),
    bet_ids: ids,
    amount: toMajor(amount),
    chance: pot === 0 ? 0 : amount / pot,
  }));
}

/** The bets of rounds with their bettors, in ticket order. */
export async function betsWithBettors(ctx: Ctx, roundIds: readonly number[]): Promise<BetRow[]> {
  if (roundIds.length === 0) return [];
  return ctx.db
    .select({
      bet: roomBets,
      bettor: {
        name: users.name,
        email: users.email,
        isStatisticsHidden: users.isStatisticsHidden,
      },
    })
    .from(roomBets)
    .innerJoin(users, eq(users.id, roomBets.userId))
    .where(inArray(roomBets.roundId, [...roundIds]))
    .orderBy(asc(roomBets.roundId), asc(roomBets.ticketsFrom));
}

/** A round with its ticket table and shares, from its bets (any order of rounds). */
export function roundDetail(round: RoomRound, rows: readonly BetRow[]): RoomRoundDetail {
  const own = rows.filter((row) => row.bet.roundId === round.id);
  const winner = own.find((row) => row.bet.id === round.winnerBetId)?.bettor ?? null;
  return {
    ...roundView(round, winner),
    bets: own.map(publicBet),
    players: playerShares(own),
  };
}

/** The room's rules in a currency, in major units. */
export function roomRules(room: Room, currency: Currency) {
  return {
    room,
    currency,
    min_stake: ROOM_MIN_STAKE[currency][room],
    max_stake_per_player: ROOM_MAX_STAKE_PER_PLAYER[currency],
    max_bets_per_player: ROOM_MAX_BETS_PER_PLAYER,
    max_bets_per_round: ROOM_MAX_BETS_PER_ROUND,
    commission_percent: ROOM_COMMISSION_PERCENT,
    countdown_ms: ROOM_COUNTDOWN_MS,
    lone_timeout_ms: ROOM_LONE_TIMEOUT_MS,
    draw_animation_ms: ROOM_DRAW_ANIMATION_MS,
  };
}

const inRoom = (room: Room, currency: Currency) =>
  and(eq(roomRounds.room, room), eq(roomRounds.currency, currency));

/** The room's last finished rounds, newest first, with the winners' names. */
export async function roomHistory(ctx: Ctx, room: Room, currency: Currency) {
  const rounds = await ctx.db
    .select()
    .from(roomRounds)
    .where(and(inRoom(room, currency), inArray(roomRounds.status, ['settled', 'refunded'])))
    .orderBy(desc(roomRounds.id))
    .limit(ROOM_HISTORY_LENGTH);
  const winnerIds = rounds.flatMap((round) => round.winnerBetId ?? []);
  const winners =
    winnerIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: roomBets.id,
            name: users.name,
            email: users.email,
            isStatisticsHidden: users.isStatisticsHidden,
          })
          .from(roomBets)
          .innerJoin(users, eq(users.id, roomBets.userId))
          .where(inArray(roomBets.id, winnerIds));
  return rounds.map((round) =>
    roundView(round, winners.find((winner) => winner.id === round.winnerBetId) ?? null),
  );
}

/**
 * What a fresh stream connection and `GET /api/v2/games/rooms/{room}` show: the rules, the
 * unfinished rounds (a closed one waiting for its draw, then the one taking bets) with their
 * tickets and shares, and the last finished rounds.
 */
export async function roomState(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  room: Room,
  currency: Currency,
): Promise<RoomState> {
  const live = await ctx.db
    .select()
    .from(roomRounds)
    .where(and(inRoom(room, currency), inArray(roomRounds.status, [...UNFINISHED])))
    .orderBy(asc(roomRounds.id));
  const rows = await betsWithBettors(
    ctx,
    live.map((round) => round.id),
  );
  return {
    ...roomRules(room, currency),
    server_time: ctx.clock.now().getTime(),
    rounds: live.map((round) => roundDetail(round, rows)),
    history: await roomHistory(ctx, room, currency),
  };
}

/** Every room in a currency with its open round (or `idle`): the lobby. */
export async function roomList(ctx: Ctx, currency: Currency) {
  const open = await ctx.db
    .select()
    .from(roomRounds)
    .where(
      and(eq(roomRounds.currency, currency), inArray(roomRounds.status, ['waiting', 'counting'])),
    );
  const players = await ctx.db
    .selectDistinct({ roundId: roomBets.roundId, userId: roomBets.userId })
    .from(roomBets)
    .where(
      inArray(
        roomBets.roundId,
        open.map((round) => round.id),
      ),
    );
  return {
    currency,
    rooms: ROOMS.map((room) => {
      const round = open.find((candidate) => candidate.room === room);
      // Only `waiting` and `counting` rounds were read.
      const status = (round?.status ?? 'idle') as 'idle' | 'waiting' | 'counting';
      return {
        ...roomRules(room, currency),
        status,
        round_id: round?.id ?? null,
        pot: round ? toMajor(round.pot) : 0,
        players: round ? players.filter((row) => row.roundId === round.id).length : 0,
        ends_at: iso(round?.endsAt ?? null),
      };
    }),
  };
}
