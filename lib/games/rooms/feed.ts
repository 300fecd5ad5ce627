import { ROOM_HISTORY_LENGTH } from '@/lib/constants/rooms';
import { toMajor, toMinor } from '@/lib/money/units';
import type {
  RoomPublicBet,
  RoomRoundDetail,
  RoomRoundView,
  RoomsEvent,
  RoomState,
} from '@/lib/schemas/rooms';

/**
 * What a room's page knows of its rounds, kept from the stream (topic `rooms:<room>:<currency>`):
 * the snapshot, then each event applied in order. Pure, so the page and its tests share it.
 * Events may repeat (a new engine publishes the open rounds and their bets again): bets are taken
 * by id and rounds by id, so a repeat changes nothing.
 */
export type RoomRules = Omit<RoomState, 'server_time' | 'rounds' | 'history'>;
export type RoomFeed = {
  rules: RoomRules;
  /** The unfinished rounds (a closed one waiting for its draw, the one taking bets), and the last one over. */
  rounds: RoomRoundDetail[];
  /** Finished rounds, newest first. */
  history: RoomRoundView[];
};

const TAKING_BETS = new Set(['waiting', 'counting']);
const OVER = new Set(['settled', 'refunded']);

export function roomFeedOf(state: RoomState): RoomFeed {
  const { rounds, history, ...rest } = state;
  const rules: RoomRules & { server_time?: number } = { ...rest };
  delete rules.server_time;
  return {
    rules,
    rounds: rounds.map((round) => ({ ...round, bets: [...round.bets] })),
    history: [...history],
  };
}

function upsert(rounds: RoomRoundDetail[], round: RoomRoundView): RoomRoundDetail[] {
  const found = rounds.some((known) => known.id === round.id);
  const next = found
    ? rounds.map((known) => (known.id === round.id ? { ...known, ...round } : known))
    : [...rounds, { ...round, bets: [], players: [] }];
  return next.sort((a, b) => a.id - b.id);
}

/** Keeps the last finished round (its result stays on screen) besides the unfinished ones. */
function trim(rounds: RoomRoundDetail[]) {
  const last = rounds.filter((round) => OVER.has(round.status)).at(-1);
  return rounds.filter((round) => !OVER.has(round.status) || round === last);
}

/** A finished round's bets as its end made them: the winner's paid, the rest lost or refunded. */
function settleBets(round: RoomRoundView, bets: RoomPublicBet[]): RoomPublicBet[] {
  return bets.map((bet): RoomPublicBet => {
    if (round.status === 'refunded') return { ...bet, status: 'refunded', payout: bet.amount };
    return bet.id === round.winner_bet_id
      ? { ...bet, status: 'won', payout: round.payout ?? 0 }
      : { ...bet, status: 'lost', payout: 0 };
  });
}

export function applyRoomEvent(feed: RoomFeed, event: RoomsEvent): RoomFeed {
  switch (event.type) {
    case 'opened':
      return { ...feed, rounds: upsert(feed.rounds, event.data.round) };
    case 'bets': {
      const { round_id: roundId, pot, bets_count: count, bets, players } = event.data;
      return {
        ...feed,
        rounds: feed.rounds.map((round) => {
          if (round.id !== roundId) return round;
          const ids = new Set(round.bets.map((bet) => bet.id));
          const added = bets.filter((bet) => !ids.has(bet.id));
          return {
            ...round,
            pot,
            bets_count: count,
            bets: [...round.bets, ...added].sort((a, b) => a.tickets_from - b.tickets_from),
            players,
          };
        }),
      };
    }
    case 'counting': {
      const { round_id: roundId, counting_from: from, ends_at: endsAt } = event.data;
      return {
        ...feed,
        rounds: feed.rounds.map((round) =>
          round.id === roundId && round.status === 'waiting'
            ? { ...round, status: 'counting', counting_from: from, ends_at: endsAt }
            : round,
        ),
      };
    }
    case 'closed':
      return { ...feed, rounds: upsert(feed.rounds, event.data.round) };
    case 'drawn':
    case 'refunded': {
      const { round } = event.data;
      const rounds = upsert(feed.rounds, round).map((known) =>
        known.id === round.id ? { ...known, bets: settleBets(round, known.bets) } : known,
      );
      const history = [round, ...feed.history.filter((known) => known.id !== round.id)].slice(
        0,
        ROOM_HISTORY_LENGTH,
      );
      return { ...feed, rounds: trim(rounds), history };
    }
  }
}

/** How far a round has gone: a state never moves back to a lower step. */
const STEP = { waiting: 0, counting: 1, closed: 2, settled: 3, refunded: 3 } as const;

/**
 * The room's state as the API answered it (`GET /api/v2/games/rooms/{room}`), folded into what
 * the stream told: rounds the feed does not hold yet are added (the one a stake opened, before
 * the engine's next pass publishes it), and a held round takes the answer when the answer is
 * further along (a later step, or more bets), keeping every bet it already had. An answer older
 * than the stream's events moves nothing back, and rounds already in the history stay finished.
 */
export function mergeRoomState(feed: RoomFeed, state: RoomState): RoomFeed {
  const finished = new Set(feed.history.map((round) => round.id));
  let rounds = feed.rounds;
  for (const answered of state.rounds) {
    if (finished.has(answered.id)) continue;
    const known = rounds.find((round) => round.id === answered.id);
    if (!known) {
      rounds = [...rounds, { ...answered, bets: [...answered.bets] }];
      continue;
    }
    const further =
      STEP[answered.status] > STEP[known.status] ||
      (STEP[answered.status] === STEP[known.status] && answered.bets_count > known.bets_count);
    if (!further) continue;
    const ids = new Set(answered.bets.map((bet) => bet.id));
    const bets = [...answered.bets, ...known.bets.filter((bet) => !ids.has(bet.id))];
    rounds = rounds.map((round) =>
      round.id === answered.id
        ? { ...answered, bets: bets.sort((a, b) => a.tickets_from - b.tickets_from) }
        : round,
    );
  }
  return { ...feed, rounds: [...rounds].sort((a, b) => a.id - b.id) };
}

/** The round taking bets (`waiting` for a second player, or `counting`), if one is open. */
export function openRound(feed: RoomFeed): RoomRoundDetail | null {
  return feed.rounds.find((round) => TAKING_BETS.has(round.status)) ?? null;
}

/**
 * The round the draw shows: one closed and waiting for its entropy, else the last one that
 * finished while the page was open.
 */
export function drawRound(feed: RoomFeed): RoomRoundDetail | null {
  return (
    feed.rounds.find((round) => round.status === 'closed') ??
    feed.rounds.filter((round) => OVER.has(round.status)).at(-1) ??
    null
  );
}

/** The crash round whose hash a closed round waits for (`crash:<id>`), or null before it is named. */
export function entropyCrashRound(round: Pick<RoomRoundView, 'entropy_source'>): number | null {
  const match = /^crash:(\d+)$/.exec(round.entropy_source ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The drand beacon round a closed round waits for (`drand:<chain hash>:<round>`), or null. Read
 * here rather than with `drand.ts`, which brings the hash code the page does not need.
 */
export function entropyBeaconRound(round: Pick<RoomRoundView, 'entropy_source'>): number | null {
  const match = /^drand:[0-9a-f]{64}:(\d+)$/.exec(round.entropy_source ?? '');
  return match ? Number(match[1]) : null;
}

/** A player's stakes in a round and how many bets they make up, from the bet ids they were answered. */
export function ownStake(round: RoomRoundDetail | null, mine: ReadonlySet<string>) {
  const bets = round?.bets.filter((bet) => mine.has(bet.id)) ?? [];
  return {
    amount: toMajor(bets.reduce((sum, bet) => sum + toMinor(bet.amount), 0)),
    count: bets.length,
  };
}
