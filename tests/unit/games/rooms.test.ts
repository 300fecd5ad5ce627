import { createHash, createHmac } from 'node:crypto';
import { ROOM_MAX_STAKE_PER_PLAYER, ROOM_MIN_STAKE, ROOMS, roomTopic } from '@/lib/constants/rooms';
import { CURRENCIES } from '@/lib/constants/currencies';
import { winningTicket } from '@/lib/games/rooms/draw';
import {
  potAfterCommission,
  ticketTable,
  ticketTableProblem,
  totalTickets,
  winnerOf,
} from '@/lib/games/rooms/tickets';
import { verifyRoomRound } from '@/lib/games/rooms/verify';

const SEED = 'a'.repeat(64);
const ENTROPY = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';

/** The rule as the brief writes it, with node's HMAC rather than the one the game uses. */
function referenceTicket(seed: string, entropy: string, roundId: number, total: number) {
  const mac = createHmac('sha256', seed).update(`${entropy}:${roundId}`).digest('hex');
  return Number((BigInt(`0x${mac.slice(0, 13)}`) * BigInt(total)) / 2n ** 52n);
}

describe('rooms ticket table', () => {
  it('gives each bet its stake in tickets, from the pot before it', () => {
    expect(ticketTable([100, 250, 1])).toEqual([
      { from: 0, to: 99 },
      { from: 100, to: 349 },
      { from: 350, to: 350 },
    ]);
    expect(totalTickets(ticketTable([100, 250, 1]))).toBe(351);
    expect(totalTickets([])).toBe(0);
    expect(() => ticketTable([0])).toThrow(RangeError);
    expect(() => ticketTable([1.5])).toThrow(RangeError);
  });

  it('finds the winner at every boundary and nowhere outside the table', () => {
    const table = ticketTable([100, 250, 1, 49]);
    expect(winnerOf(table, 0)).toBe(0);
    expect(winnerOf(table, 99)).toBe(0);
    expect(winnerOf(table, 100)).toBe(1);
    expect(winnerOf(table, 349)).toBe(1);
    expect(winnerOf(table, 350)).toBe(2);
    expect(winnerOf(table, 351)).toBe(3);
    expect(winnerOf(table, 399)).toBe(3);
    expect(winnerOf(table, 400)).toBe(-1);
    expect(winnerOf(table, -1)).toBe(-1);
    // Against a linear scan over every ticket.
    for (let ticket = 0; ticket < 400; ticket += 1) {
      expect(winnerOf(table, ticket)).toBe(
        table.findIndex((range) => range.from <= ticket && ticket <= range.to),
      );
    }
  });

  it('refuses a table with a gap, an overlap or not starting at 0', () => {
    expect(ticketTableProblem(ticketTable([5, 6]))).toBeNull();
    expect(ticketTableProblem([])).toBe('empty');
    expect(ticketTableProblem([{ from: 1, to: 4 }])).toBe('gap');
    expect(
      ticketTableProblem([
        { from: 0, to: 4 },
        { from: 4, to: 9 },
      ]),
    ).toBe('gap');
    expect(ticketTableProblem([{ from: 0, to: -1 }])).toBe('empty_range');
    expect(ticketTableProblem([{ from: 0, to: 0.5 }])).toBe('not_integer');
  });

  it('pays the pot less 5 %, rounded down, the commission being the rest', () => {
    expect(potAfterCommission(10_000)).toBe(9_500);
    expect(potAfterCommission(1)).toBe(0);
    expect(potAfterCommission(199)).toBe(189);
    expect(potAfterCommission(101, 0)).toBe(101);
  });
});

describe('rooms winning ticket', () => {
  it('gives the known answers, checked with node:crypto', () => {
    expect(winningTicket(SEED, ENTROPY, 1, 1000)).toBe(10);
    expect(winningTicket(SEED, ENTROPY, 42, 123_456_789)).toBe(58_841_996);
    expect(winningTicket(SEED, ENTROPY, 7, 10)).toBe(9);
    for (let roundId = 1; roundId <= 200; roundId += 1) {
      const total = 1 + ((roundId * 7_919) % 5_000_000);
      expect(winningTicket(SEED, ENTROPY, roundId, total)).toBe(
        referenceTicket(SEED, ENTROPY, roundId, total),
      );
    }
  });

  it('depends on the entropy and the round, and stays inside the table', () => {
    const tickets = new Set<number>();
    for (let roundId = 1; roundId <= 50; roundId += 1) {
      const ticket = winningTicket(SEED, `${ENTROPY}${roundId}`, roundId, 1_000_000_000);
      expect(ticket).toBeGreaterThanOrEqual(0);
      expect(ticket).toBeLessThan(1_000_000_000);
      tickets.add(ticket);
    }
    expect(tickets.size).toBe(50);
    expect(winningTicket(SEED, ENTROPY, 1, 1)).toBe(0);
    expect(() => winningTicket(SEED, ENTROPY, 1, 0)).toThrow(RangeError);
  });

  it('makes each player win in proportion to their stake (chi-square, p = 0.001)', () => {
    // Stakes 1, 2 and 7 tickets; 20,000 rounds with fixed seeds, so the count never changes.
    const table = ticketTable([1, 2, 7]);
    const wins = [0, 0, 0];
    const draws = 20_000;
    for (let roundId = 1; roundId <= draws; roundId += 1) {
      const seed = createHash('sha256').update(`seed-${roundId}`).digest('hex');
      wins[winnerOf(table, winningTicket(seed, ENTROPY, roundId, 10))]! += 1;
    }
    const expected = [0.1, 0.2, 0.7].map((share) => share * draws);
    const chiSquare = wins.reduce(
      (sum, won, at) => sum + (won - expected[at]!) ** 2 / expected[at]!,
      0,
    );
    // The 0.999 quantile of chi-square with 2 degrees of freedom.
    expect(chiSquare).toBeLessThan(13.816);
    expect(wins.reduce((a, b) => a + b)).toBe(draws);
  });
});

describe('rooms verifier', () => {
  const table = ticketTable([100, 900]);
  const hash = createHash('sha256').update(SEED).digest('hex');

  it('recomputes the draw and checks the seed against the published hash', () => {
    const result = verifyRoomRound({
      serverSeed: SEED,
      serverSeedHash: hash.toUpperCase(),
      entropy: ENTROPY,
      roundId: 1,
      table,
    });
    expect(result).toEqual({
      ok: true,
      computedHash: hash,
      hashMatches: true,
      totalTickets: 1000,
      winningTicket: 10,
      winner: 0,
    });
    const other = verifyRoomRound({
      serverSeed: SEED,
      serverSeedHash: 'b'.repeat(64),
      entropy: ENTROPY,
      roundId: 1,
      table,
    });
    expect(other).toMatchObject({ ok: true, hashMatches: false });
    expect(
      verifyRoomRound({ serverSeed: SEED, entropy: ENTROPY, roundId: 1, table }),
    ).toMatchObject({ hashMatches: null });
  });

  it('names each bad input', () => {
    expect(
      verifyRoomRound({ serverSeed: 'x', entropy: '', roundId: 0, table: [{ from: 1, to: 2 }] }),
    ).toEqual({ ok: false, problems: ['serverSeed', 'entropy', 'roundId', 'table'] });
  });
});

describe('rooms constants', () => {
  it('reads §9 as RUB minimums 1/10/50, INR as RUB, KZT × 5, USD and EUR ÷ 100', () => {
    expect(ROOM_MIN_STAKE.RUB).toEqual({ red: 1, yellow: 10, purple: 50 });
    expect(ROOM_MIN_STAKE.INR).toEqual(ROOM_MIN_STAKE.RUB);
    for (const room of ROOMS) {
      expect(ROOM_MIN_STAKE.KZT[room]).toBe(ROOM_MIN_STAKE.RUB[room] * 5);
      expect(ROOM_MIN_STAKE.USD[room]).toBe(ROOM_MIN_STAKE.RUB[room] / 100);
      expect(ROOM_MIN_STAKE.EUR[room]).toBe(ROOM_MIN_STAKE.USD[room]);
    }
    for (const currency of CURRENCIES) {
      for (const room of ROOMS) {
        expect(ROOM_MIN_STAKE[currency][room]).toBeLessThan(ROOM_MAX_STAKE_PER_PLAYER[currency]);
      }
    }
    expect(roomTopic('red', 'RUB')).toBe('rooms:red:RUB');
  });
});
