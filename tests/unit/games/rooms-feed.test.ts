import {
  applyRoomEvent,
  drawRound,
  entropyBeaconRound,
  entropyCrashRound,
  mergeRoomState,
  openRound,
  ownStake,
  roomFeedOf,
  type RoomFeed,
} from '@/lib/games/rooms/feed';
import type {
  RoomPlayer,
  RoomPublicBet,
  RoomRoundView,
  RoomsEvent,
  RoomState,
} from '@/lib/schemas/rooms';

const round = (id: number, over: Partial<RoomRoundView> = {}): RoomRoundView => ({
  id,
  room: 'red',
  currency: 'RUB',
  status: 'waiting',
  server_seed_hash: `hash-${id}`,
  server_seed: null,
  entropy_source: null,
  entropy: null,
  beacon: null,
  opened_at: '2026-01-01T00:00:00.000Z',
  counting_from: null,
  ends_at: null,
  closed_at: null,
  drawn_at: null,
  pot: 0,
  bets_count: 0,
  total_tickets: null,
  winning_ticket: null,
  winner_bet_id: null,
  winner: null,
  payout: null,
  commission: null,
  ...over,
});

/** A bet of `amount` major units holding the tickets after `from` (minor units). */
const bet = (id: string, roundId: number, amount: number, from: number): RoomPublicBet => ({
  id,
  round_id: roundId,
  player: `${id.toUpperCase()}a***`,
  amount,
  tickets_from: from,
  tickets_to: from + Math.round(amount * 100) - 1,
  status: 'open',
  payout: 0,
});

const player = (name: string, ids: string[], amount: number, chance: number): RoomPlayer => ({
  player: name,
  bet_ids: ids,
  amount,
  chance,
});

const state = (over: Partial<RoomState> = {}): RoomState => ({
  room: 'red',
  currency: 'RUB',
  min_stake: 1,
  max_stake_per_player: 10_000,
  max_bets_per_player: 3,
  max_bets_per_round: 100,
  commission_percent: 5,
  countdown_ms: 30_000,
  lone_timeout_ms: 300_000,
  draw_animation_ms: 5_000,
  server_time: 0,
  rounds: [],
  history: [round(1, { status: 'settled', pot: 20, payout: 19, winner: 'Zo***' })],
  ...over,
});

const play = (feed: RoomFeed, ...events: RoomsEvent[]) => events.reduce(applyRoomEvent, feed);

describe('the rooms feed', () => {
  it('follows a whole round: opened, bets, counting, closed, drawn, and the next one opened', () => {
    let feed = roomFeedOf(state());
    expect(feed.rules).toMatchObject({ room: 'red', min_stake: 1, countdown_ms: 30_000 });
    expect(openRound(feed)).toBeNull();
    expect(drawRound(feed)).toBeNull();

    feed = play(
      feed,
      { type: 'opened', data: { round: round(2) } },
      {
        type: 'bets',
        data: {
          round_id: 2,
          pot: 10,
          bets_count: 1,
          bets: [bet('a', 2, 10, 0)],
          players: [player('Aa***', ['a'], 10, 1)],
        },
      },
    );
    expect(openRound(feed)).toMatchObject({ id: 2, status: 'waiting', pot: 10 });

    const second: RoomsEvent = {
      type: 'bets',
      data: {
        round_id: 2,
        pot: 40,
        bets_count: 2,
        bets: [bet('b', 2, 30, 1000)],
        players: [player('Aa***', ['a'], 10, 0.25), player('Ba***', ['b'], 30, 0.75)],
      },
    };
    // A new engine publishes the bets again: nothing is counted twice.
    feed = play(feed, second, second, {
      type: 'counting',
      data: {
        round_id: 2,
        counting_from: '2026-01-01T00:00:10.000Z',
        ends_at: '2026-01-01T00:00:40.000Z',
      },
    });
    const counting = openRound(feed)!;
    expect(counting).toMatchObject({
      status: 'counting',
      pot: 40,
      ends_at: '2026-01-01T00:00:40.000Z',
    });
    expect(counting.bets.map((b) => b.id)).toEqual(['a', 'b']);
    expect(counting.players.map((p) => p.chance)).toEqual([0.25, 0.75]);
    expect(ownStake(counting, new Set(['b']))).toEqual({ amount: 30, count: 1 });

    const closed = round(2, {
      status: 'closed',
      pot: 40,
      bets_count: 2,
      total_tickets: 4000,
      closed_at: '2026-01-01T00:00:40.000Z',
      entropy_source: 'crash:77',
    });
    feed = play(feed, { type: 'closed', data: { round: closed } });
    expect(openRound(feed)).toBeNull();
    expect(drawRound(feed)).toMatchObject({ id: 2, status: 'closed' });
    expect(entropyCrashRound(drawRound(feed)!)).toBe(77);
    expect(entropyBeaconRound(drawRound(feed)!)).toBeNull();
    const beaconSource = { entropy_source: `drand:${'5'.repeat(64)}:4242` };
    expect(entropyBeaconRound(beaconSource)).toBe(4242);
    expect(entropyCrashRound(beaconSource)).toBeNull();
    // The closed round keeps its ticket table for the draw.
    expect(drawRound(feed)!.bets).toHaveLength(2);

    // A bet after the close opens the next round while the closed one waits for its draw.
    feed = play(feed, { type: 'opened', data: { round: round(3) } });
    expect(openRound(feed)).toMatchObject({ id: 3 });
    expect(drawRound(feed)).toMatchObject({ id: 2 });

    const drawn = {
      ...closed,
      status: 'settled' as const,
      server_seed: 'seed',
      entropy: 'crash-hash',
      winning_ticket: 2500,
      winner_bet_id: 'b',
      winner: 'Ba***',
      payout: 38,
      commission: 2,
    };
    feed = play(feed, { type: 'drawn', data: { round: drawn } });
    const shown = drawRound(feed)!;
    expect(shown).toMatchObject({ id: 2, status: 'settled', winner: 'Ba***', payout: 38 });
    expect(shown.bets.map((b) => [b.id, b.status, b.payout])).toEqual([
      ['a', 'lost', 0],
      ['b', 'won', 38],
    ]);
    expect(feed.history.map((r) => r.id)).toEqual([2, 1]);
    expect(openRound(feed)).toMatchObject({ id: 3 });

    // The next round's draw replaces the last result on screen; one finished round is kept.
    feed = play(
      feed,
      { type: 'closed', data: { round: round(3, { status: 'closed' }) } },
      { type: 'drawn', data: { round: round(3, { status: 'settled', winner_bet_id: 'z' }) } },
    );
    expect(feed.rounds.map((r) => r.id)).toEqual([3]);
    expect(feed.history.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('refunds a lone player: the stake comes back and the round goes to the history', () => {
    let feed = roomFeedOf(
      state({
        rounds: [
          {
            ...round(5, { pot: 10, bets_count: 1 }),
            bets: [bet('a', 5, 10, 0)],
            players: [player('Aa***', ['a'], 10, 1)],
          },
        ],
        history: [],
      }),
    );
    expect(openRound(feed)).toMatchObject({ id: 5, status: 'waiting' });
    feed = play(feed, {
      type: 'refunded',
      data: { round: round(5, { status: 'refunded', pot: 10, server_seed: 'seed' }) },
    });
    expect(openRound(feed)).toBeNull();
    expect(drawRound(feed)).toMatchObject({ id: 5, status: 'refunded', server_seed: 'seed' });
    expect(drawRound(feed)!.bets).toEqual([
      expect.objectContaining({ id: 'a', status: 'refunded', payout: 10 }),
    ]);
    expect(feed.history).toEqual([expect.objectContaining({ id: 5, status: 'refunded' })]);
  });

  it('folds in the API state: adds the round a stake opened, never moves a round back', () => {
    const counting = {
      ...round(7, { status: 'counting' as const, pot: 20, bets_count: 2 }),
      bets: [bet('a', 7, 10, 0), bet('b', 7, 10, 1000)],
      players: [player('Aa***', ['a'], 10, 0.5), player('Ba***', ['b'], 10, 0.5)],
    };
    const feed = roomFeedOf(state({ rounds: [counting] }));

    // An answer read before the countdown began moves nothing back; a finished round stays so.
    const older = mergeRoomState(
      feed,
      state({
        rounds: [
          { ...round(1), bets: [], players: [] },
          { ...counting, status: 'waiting', bets_count: 1, bets: [counting.bets[0]!] },
        ],
      }),
    );
    expect(older.rounds).toEqual(feed.rounds);

    // A later answer: round 7 took a third bet, and round 8 opened after it closed.
    const later = mergeRoomState(
      feed,
      state({
        rounds: [
          { ...counting, pot: 50, bets_count: 3, bets: [bet('c', 7, 30, 2000)] },
          {
            ...round(8, { pot: 5, bets_count: 1 }),
            bets: [bet('mine', 8, 5, 0)],
            players: [player('Ma***', ['mine'], 5, 1)],
          },
        ],
      }),
    );
    expect(later.rounds.map((r) => [r.id, r.status, r.pot])).toEqual([
      [7, 'counting', 50],
      [8, 'waiting', 5],
    ]);
    // The bets it held stay, with the new one, in ticket order.
    expect(later.rounds[0]!.bets.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(ownStake(later.rounds[1]!, new Set(['mine']))).toEqual({ amount: 5, count: 1 });
  });

  it('ignores a counting event for a round it does not hold', () => {
    const feed = roomFeedOf(state({ rounds: [{ ...round(7), bets: [], players: [] }] }));
    const other = applyRoomEvent(feed, {
      type: 'counting',
      data: { round_id: 8, counting_from: 'x', ends_at: 'y' },
    });
    expect(other.rounds).toEqual(feed.rounds);
  });
});
