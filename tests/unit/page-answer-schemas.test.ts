import { z } from 'zod';
import {
  casinoGameAnswerSchema,
  casinoGamesAnswerSchema,
  casinoProvidersAnswerSchema,
} from '@/lib/schemas/casino';
import { bonusWaitAnswerSchema, welcomePackGuestAnswerSchema } from '@/lib/schemas/bonus';
import { limitsAnswerSchema, recentBetsAnswerSchema } from '@/lib/schemas/game-lists';
import { roomListAnswerSchema, roomMyBetSchema } from '@/lib/schemas/rooms';
import type { AnySchema } from '@/lib/zod/api';
import { safeParse } from '@/lib/zod/safe-parse';
import { termsFixture } from '@/tests/support/bonus-fixtures';

/**
 * The answers game, rooms, catalogue and bonus pages check on load are zod/mini's (issue 41).
 * These are the rules they carried as classic schemas; the OpenAPI document they make is the same
 * (the `lint:api` phase).
 */
const tile = {
  slug: 'book-of-ra',
  name: { ru: 'Книга Ра', en: 'Book of Ra', kz: 'Ра кітабы' },
  provider: { slug: 'novomatic', name: 'Novomatic' },
  kind: 'slot',
  image: null,
  tags: ['popular'],
  rtp: '96.00',
  volatility: 'high',
  has_demo: true,
  has_free_spins: true,
  tables: null,
};

const game = {
  ...tile,
  paylines: 10,
  max_win_x: 5000,
  has_lobby: false,
  platforms: ['desktop', 'mobile'],
  currencies: ['RUB'],
  release_date: null,
  available_here: true,
  live_tables: [],
};

const accepts = (schema: AnySchema, value: unknown) => safeParse(schema, value).success;

describe('the answers game, rooms, catalogue and bonus pages check on load, in zod/mini', () => {
  it('takes a page of tiles and refuses a kind, a volatility or a table count no one knows', () => {
    const page = (games: unknown[]) => ({ games, next_cursor: null });
    expect(accepts(casinoGamesAnswerSchema, page([tile]))).toBe(true);
    expect(accepts(casinoGamesAnswerSchema, page([{ ...tile, kind: 'bingo' }]))).toBe(false);
    expect(accepts(casinoGamesAnswerSchema, page([{ ...tile, volatility: 'extreme' }]))).toBe(
      false,
    );
    expect(
      accepts(
        casinoGamesAnswerSchema,
        page([{ ...tile, kind: 'live', tables: { total: 2.5, open: 1 } }]),
      ),
    ).toBe(false);
    expect(accepts(casinoGamesAnswerSchema, { games: [tile] })).toBe(false);
  });

  it("takes a launch page's game with its live tables and refuses a currency the site lacks", () => {
    const table = {
      id: 't1',
      name: 'Roulette',
      dealer_name: null,
      limits: { RUB: { min: 10, max: 10_000 } },
      open_time: null,
      close_time: null,
      is_open: true,
    };
    expect(accepts(casinoGameAnswerSchema, { ...game, live_tables: [table] })).toBe(true);
    expect(accepts(casinoGameAnswerSchema, { ...game, currencies: ['XXX'] })).toBe(false);
    expect(
      accepts(casinoGameAnswerSchema, {
        ...game,
        live_tables: [{ ...table, limits: { XXX: { min: 1, max: 2 } } }],
      }),
    ).toBe(false);
    // The launch page's game is a tile with more: a tile alone is not one.
    expect(accepts(casinoGameAnswerSchema, tile)).toBe(false);
  });

  it("counts a studio's games in whole numbers", () => {
    const providers = (games: number) => ({ providers: [{ slug: 'a', name: 'A', games }] });
    expect(accepts(casinoProvidersAnswerSchema, providers(3))).toBe(true);
    expect(accepts(casinoProvidersAnswerSchema, providers(3.5))).toBe(false);
  });

  it('reads recent bets of the in-house games and bet ranges of the limited ones only', () => {
    const bet = {
      id: '1',
      game: 'dice',
      player: 'iv***',
      amount: 10,
      currency: 'RUB',
      multiplier: 2,
      payout: 20,
      win: true,
      created_at: '2026-12-02T00:00:00Z',
    };
    expect(accepts(recentBetsAnswerSchema, { bets: [bet] })).toBe(true);
    expect(accepts(recentBetsAnswerSchema, { bets: [{ ...bet, game: 'poker' }] })).toBe(false);
    expect(
      accepts(limitsAnswerSchema, { currency: 'RUB', limits: { dice: { min: 1, max: 100 } } }),
    ).toBe(true);
    expect(
      accepts(limitsAnswerSchema, { currency: 'RUB', limits: { poker: { min: 1, max: 100 } } }),
    ).toBe(false);
  });

  it("reads the rooms' lobby, and a player's bet without a name in it", () => {
    const rules = {
      room: 'purple',
      currency: 'RUB',
      min_stake: 10,
      max_stake_per_player: 10_000,
      max_bets_per_player: 5,
      max_bets_per_round: 100,
      commission_percent: 5,
      countdown_ms: 30_000,
      lone_timeout_ms: 60_000,
      draw_animation_ms: 5_000,
    };
    const lobby = (status: string) => ({
      currency: 'RUB',
      rooms: [{ ...rules, status, round_id: null, pot: 0, players: 0, ends_at: null }],
    });
    expect(accepts(roomListAnswerSchema, lobby('idle'))).toBe(true);
    expect(accepts(roomListAnswerSchema, lobby('settled'))).toBe(false);
    const bet = {
      id: 'b1',
      round_id: 1,
      amount: 10,
      tickets_from: 1,
      tickets_to: 1000,
      status: 'open',
      payout: 0,
      room: 'purple',
      currency: 'RUB',
      created_at: '2026-12-02T00:00:00Z',
      balance: 90,
    };
    expect(roomMyBetSchema.parse({ ...bet, player: 'iv***' })).toEqual(bet);
    expect(accepts(roomMyBetSchema, { ...bet, room: 'vip-lounge' })).toBe(false);
  });

  it("reads a guest's welcome pack or none, and refuses a step in a state no one knows", () => {
    const terms = termsFixture();
    const pack = (status: string) => ({
      data: {
        id: 1,
        name: 'Welcome',
        publicTitle: 'Up to 10,000',
        valid_days: 14,
        steps: [{ step: 1, nth_deposit: 1, name: 'First', terms, status, grant_id: null }],
        deposits_made: null,
        deadline: null,
      },
    });
    expect(accepts(welcomePackGuestAnswerSchema, pack('locked'))).toBe(true);
    expect(accepts(welcomePackGuestAnswerSchema, pack('pending'))).toBe(false);
    expect(accepts(welcomePackGuestAnswerSchema, { data: null })).toBe(true);
    expect(accepts(bonusWaitAnswerSchema, { data: { name: 'x' } })).toBe(false);
  });

  it('documents the same JSON Schema as the classic schemas did, under the same names', () => {
    const json = z.toJSONSchema(casinoGameAnswerSchema, { io: 'input' }) as {
      $ref: string;
      $defs: Record<string, { properties: Record<string, unknown>; required: string[] }>;
    };
    expect(json.$ref).toBe('#/$defs/CasinoGame');
    const casinoGame = json.$defs.CasinoGame!;
    expect(casinoGame.required).toContain('available_here');
    expect(casinoGame.required).not.toContain('is_favourite');
    expect(casinoGame.properties.paylines).toEqual({
      anyOf: [
        { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
        { type: 'null' },
      ],
    });
    expect(z.globalRegistry.get(recentBetsAnswerSchema)).toEqual({ id: 'RecentBets' });
  });
});
