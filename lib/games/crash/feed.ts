import { CRASH_HISTORY_LENGTH } from '@/lib/constants/crash';
import type { CrashEvent, CrashPublicBet, CrashRoundView, CrashState } from '@/lib/schemas/crash';

/**
 * What the crash page knows of the rounds, kept from the stream: a snapshot, then each event
 * applied in order. Pure, so the page and its tests share it.
 */
export type CrashRoundFeed = CrashRoundView & { bets: CrashPublicBet[] };
export type CrashFeed = {
  /** The rounds not yet replaced on screen: the last one over, the running one, the betting one. */
  rounds: CrashRoundFeed[];
  history: CrashRoundView[];
  chain: CrashState['chain'];
  running: boolean;
};

export function feedOf(state: CrashState): CrashFeed {
  return {
    rounds: state.rounds.map((round) => ({ ...round, bets: [...round.bets] })),
    history: state.history,
    chain: state.chain,
    running: state.running,
  };
}

const OVER = new Set(['crashed', 'settled', 'void']);

function upsert(rounds: CrashRoundFeed[], round: CrashRoundView): CrashRoundFeed[] {
  const found = rounds.find((known) => known.id === round.id);
  const next = found
    ? rounds.map((known) => (known.id === round.id ? { ...known, ...round } : known))
    : [...rounds, { ...round, bets: [] }];
  return next.sort((a, b) => a.id - b.id);
}

function withBets(
  rounds: CrashRoundFeed[],
  roundId: number,
  change: (bets: CrashPublicBet[]) => CrashPublicBet[],
) {
  return rounds.map((round) =>
    round.id === roundId ? { ...round, bets: change(round.bets) } : round,
  );
}

/** Keeps one finished round (the last) besides the live ones. */
function trim(rounds: CrashRoundFeed[]) {
  const over = rounds.filter((round) => OVER.has(round.status));
  const last = over.at(-1);
  return rounds.filter((round) => !OVER.has(round.status) || round === last);
}

export function applyCrashEvent(feed: CrashFeed, event: CrashEvent): CrashFeed {
  switch (event.type) {
    case 'starting':
      return { ...feed, running: true, rounds: upsert(feed.rounds, event.data.round) };
    case 'bets': {
      const { round_id: roundId, bets, cancelled } = event.data;
      const gone = new Set(cancelled);
      return {
        ...feed,
        rounds: withBets(feed.rounds, roundId, (known) => {
          const ids = new Set(known.map((bet) => bet.id));
          return [
            ...known.filter((bet) => !gone.has(bet.id)),
            ...bets.filter((bet) => !ids.has(bet.id)),
          ];
        }),
      };
    }
    case 'started': {
      let rounds = upsert(feed.rounds, event.data.round);
      if (event.data.next) rounds = upsert(rounds, event.data.next);
      // The round before leaves the screen once this one starts.
      return { ...feed, rounds: rounds.filter((round) => round.id >= event.data.round.id) };
    }
    case 'cashouts': {
      const paid = new Map(event.data.bets.map((bet) => [bet.id, bet]));
      return {
        ...feed,
        rounds: withBets(feed.rounds, event.data.round_id, (bets) =>
          bets.map((bet) => paid.get(bet.id) ?? bet),
        ),
      };
    }
    case 'crashed':
      return { ...feed, rounds: upsert(feed.rounds, event.data.round) };
    case 'settled':
    case 'void': {
      const { round } = event.data;
      const ending = event.type === 'void' ? 'refunded' : 'lost';
      const rounds = withBets(upsert(feed.rounds, round), round.id, (bets) =>
        bets.map((bet) => (bet.status === 'open' ? { ...bet, status: ending } : bet)),
      );
      const history = [round, ...feed.history.filter((known) => known.id !== round.id)].slice(
        0,
        CRASH_HISTORY_LENGTH,
      );
      return { ...feed, rounds: trim(rounds), history };
    }
  }
}

/** The round the curve shows: the running one, else the last one over, else the betting one. */
export function shownRound(feed: CrashFeed): CrashRoundFeed | null {
  const running = feed.rounds.find((round) => round.status === 'running');
  if (running) return running;
  const over = feed.rounds.filter((round) => OVER.has(round.status)).at(-1);
  return over ?? feed.rounds.find((round) => round.status === 'betting') ?? null;
}

/** The round taking bets. */
export function bettingRound(feed: CrashFeed): CrashRoundFeed | null {
  return feed.rounds.find((round) => round.status === 'betting') ?? null;
}
