import { DECLARED_RTP, IN_HOUSE_GAMES, LIMITED_GAMES } from '@/lib/constants/games';
import { playDice } from '@/lib/games/dice/play';
import { hashServerSeed } from '@/lib/games/fair/seeds';
import { GAME_DEFINITIONS, gameDefinition, registry } from '@/lib/games/registry';
import { sharedFairQuery } from '@/lib/games/fair-link';
import { gameNameKey } from '@/lib/games/names';
import { DEFAULT_VERIFIER_FORM, fairQuery, formFromQuery, verify } from '@/lib/games/verify';
import { gameBetSchemas } from '@/lib/schemas/games';
import { SERVER_SEED } from '@/tests/support/games';

describe('the game registry', () => {
  it('defines every in-house game once, with its declared RTP and a limits row', () => {
    expect(Object.keys(registry)).toEqual([...IN_HOUSE_GAMES]);
    for (const game of GAME_DEFINITIONS) {
      expect(gameDefinition(game.id)).toBe(game);
      expect(game.rtp).toBe(DECLARED_RTP[game.id]);
      expect(LIMITED_GAMES).toContain(game.limits);
    }
  });

  it('gives every game a request schema, an answer schema and a summary', () => {
    for (const id of IN_HOUSE_GAMES) {
      const schemas = gameBetSchemas[id];
      expect(schemas.id).toBe(id);
      expect(schemas.summary).toEqual(expect.any(String));
      expect(schemas.requestSchema.safeParse({}).success).toBe(false);
      expect(schemas.answerSchema.shape.game.value).toBe(id);
    }
  });

  it('checks the dice target rule in the input schema, on target', () => {
    const { input } = registry.dice;
    expect(input.safeParse({ target: 98, direction: 'under' }).success).toBe(true);
    const refused = input.safeParse({ target: 98.01, direction: 'under' });
    expect(refused.error?.issues).toMatchObject([{ path: ['target'], message: 'invalid_value' }]);
  });
});

describe('the /fair verifier logic', () => {
  const form = (game: (typeof IN_HOUSE_GAMES)[number]) => ({
    ...DEFAULT_VERIFIER_FORM,
    game,
    serverSeed: SERVER_SEED,
    clientSeed: 'client',
    nonce: '3',
  });

  it.each(IN_HOUSE_GAMES)('recomputes a %s bet from its default fields', (game) => {
    const verification = verify(form(game));
    expect(verification).toMatchObject({ ok: true, hash: hashServerSeed(SERVER_SEED) });
  });

  it('names the field the game refuses', () => {
    const bad = { ...form('dice'), inputs: { ...DEFAULT_VERIFIER_FORM.inputs, target: '99' } };
    expect(verify(bad)).toEqual({ ok: false, problems: ['target'] });
    const chips = { ...form('roulette'), inputs: { ...DEFAULT_VERIFIER_FORM.inputs, bets: '[' } };
    expect(verify(chips)).toEqual({ ok: false, problems: ['bets'] });
  });

  it('fills the form from a bet’s Verify link and recomputes the bet', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'client', nonce: 3 };
    const roll = playDice(seeds, { target: 25.5, direction: 'over' });
    const query = fairQuery({
      game: 'dice',
      server_seed: SERVER_SEED,
      server_seed_hash: hashServerSeed(SERVER_SEED),
      client_seed: 'client',
      nonce: 3,
      inputs: { target: 25.5, direction: 'over' },
      result: { roll: roll.roll },
    });
    const verification = verify(formFromQuery(new URLSearchParams(query)));
    expect(verification).toMatchObject({
      ok: true,
      hashMatches: true,
      view: { summary: { key: 'FairTools.result.dice', values: { roll: { value: roll.roll } } } },
    });
  });

  it('links a bet to the verifier without the definitions: the shared fields, seed once revealed', () => {
    const bet = {
      game: 'dice' as const,
      server_seed_hash: 'c0ffee',
      client_seed: 'client',
      nonce: 3,
      inputs: { target: 25.5, direction: 'over' },
      result: { roll: 12 },
    };
    expect(sharedFairQuery({ ...bet, server_seed: null })).toEqual({
      game: 'dice',
      client_seed: 'client',
      nonce: '3',
      hash: 'c0ffee',
    });
    const revealed = { ...bet, server_seed: SERVER_SEED };
    expect(sharedFairQuery(revealed)).toEqual({
      game: 'dice',
      server_seed: SERVER_SEED,
      client_seed: 'client',
      nonce: '3',
      hash: 'c0ffee',
    });
    // The full link is the shared one plus the game's own fields.
    expect(fairQuery(revealed)).toEqual({
      ...sharedFairQuery(revealed),
      target: '25.5',
      direction: 'over',
    });
  });
});

describe('game names', () => {
  it('names every game by the key its definition declares', () => {
    for (const game of GAME_DEFINITIONS) expect(gameNameKey(game.id)).toBe(game.nameKey);
  });
});
