import type { ApiClient, RequestOptions } from '@/lib/api/client';
import * as crash from '@/lib/api/crash';
import {
  GAME_SERVICE_OF,
  GAME_SERVICES,
  serviceOfPath,
  servesOnServiceListener,
} from '@/lib/api/game-services';
import * as games from '@/lib/api/games';
import * as rooms from '@/lib/api/rooms';
import { readGameServiceBases, servicePorts } from '@/lib/env/game-services';
import { GAME_DEFINITIONS, ROUND_GAMES, SINGLE_STEP_GAMES } from '@/lib/games/registry';
import { ConfigError, loadConfig } from '@/server/config';

describe('the game services of spec §7', () => {
  it('are served by path: each game its own or general, fairness and lists general', () => {
    expect(serviceOfPath('api/v2/games/dice/bet')).toBe('dice');
    expect(serviceOfPath('/api/v2/games/dice/recent')).toBe('dice');
    expect(serviceOfPath('api/v2/games/coinflip/bet')).toBe('coinflip');
    expect(serviceOfPath('api/v2/games/keno/bet')).toBe('keno');
    expect(serviceOfPath('api/v2/games/miner/reveal')).toBe('miner');
    expect(serviceOfPath('api/v2/games/cases')).toBe('cases');
    expect(serviceOfPath('api/v2/games/cases/penny/open')).toBe('cases');
    expect(serviceOfPath('api/v2/games/crash')).toBe('crash');
    expect(serviceOfPath('api/v2/games/crash/bet/12')).toBe('crash');
    expect(serviceOfPath('api/v2/games/roulette/bet')).toBe('general');
    expect(serviceOfPath('api/v2/games/hilo/guess')).toBe('general');
    expect(serviceOfPath('api/v2/games/wheel/bet')).toBe('general');
    expect(serviceOfPath('api/v2/games/rooms/rounds/3')).toBe('general');
    expect(serviceOfPath('api/v2/fair/seeds')).toBe('general');
    expect(serviceOfPath('api/v2/games/bets?page=1')).toBe('general');
    expect(serviceOfPath('api/v2/games/limits')).toBe('general');
  });

  it('leave every other call to the main API', () => {
    for (const path of [
      'profile/user',
      'api/v2/auth/login/email/password',
      'api/v2/billing/wallets',
      'api/v2/games',
      'api/v2/games/slots/bet',
      'api/v2/fairness',
      'api/v2/games/dicey/bet',
      'casino/launch',
      'stream',
      'x/api/v2/games/dice/bet',
    ]) {
      expect([path, serviceOfPath(path)]).toEqual([path, null]);
    }
  });

  it('name a service for every game of the registry', () => {
    for (const game of GAME_DEFINITIONS) {
      expect(GAME_SERVICES).toContain(GAME_SERVICE_OF[game.id]);
    }
  });

  it("answer on a service's own port its calls and the probes, nothing else", () => {
    expect(servesOnServiceListener('dice', '/api/v2/games/dice/bet')).toBe(true);
    expect(servesOnServiceListener('dice', '/health')).toBe(true);
    expect(servesOnServiceListener('dice', '/ready')).toBe(true);
    expect(servesOnServiceListener('dice', '/api/v2/games/keno/bet')).toBe(false);
    expect(servesOnServiceListener('dice', '/api/v2/fair/seeds')).toBe(false);
    expect(servesOnServiceListener('dice', '/profile/user')).toBe(false);
    expect(servesOnServiceListener('general', '/api/v2/fair/seeds')).toBe(true);
    expect(servesOnServiceListener('general', '/api/v2/games/dice/bet')).toBe(false);
  });
});

describe('each game call of the browser', () => {
  /** A client that answers every call with what the game modules read, and records them. */
  function recordingApi() {
    const calls: { method: string; path: string; options: RequestOptions | undefined }[] = [];
    const answer = { cases: [], round: null, bets: [] };
    const record = (method: string) =>
      ((path: string, _answer: unknown, ...rest: unknown[]) => {
        // get and delete take the options third, post and put fourth.
        const options = (method === 'get' || method === 'delete' ? rest[0] : rest[1]) as
          RequestOptions | undefined;
        calls.push({ method, path, options });
        return Promise.resolve(answer);
      }) as never;
    const api = {
      get: record('get'),
      post: record('post'),
      put: record('put'),
      delete: record('delete'),
      refresh: () => Promise.resolve(''),
      baseUrl: () => 'http://api.test',
    } satisfies ApiClient;
    return { api, calls };
  }

  it("names the service that serves its path, so a call and the service's port agree", async () => {
    const { api, calls } = recordingApi();
    await games.fairSeeds(api);
    await games.setClientSeed(api, 'seed');
    await games.rotateSeeds(api);
    await games.seedsHistory(api);
    for (const game of SINGLE_STEP_GAMES) {
      if (game.id !== 'cases') await games.placeBet(api, game.id as 'dice', {} as never);
    }
    await games.listCases(api);
    await games.getCase(api, 'penny');
    await games.openCase(api, 'penny', 'key-1');
    for (const game of ROUND_GAMES) {
      await games.startRound(api, game.id as 'miner', {} as never);
      await games.cashOut(api, game.id as 'miner');
      await games.openRound(api, game.id as 'miner');
    }
    await games.hiloGuess(api, 'higher' as never);
    await games.minerReveal(api, 3);
    for (const game of GAME_DEFINITIONS) await games.recentBets(api, game.id);
    await games.myBets(api, { page: 1, perPage: 10 });
    await games.gameLimits(api);
    await crash.crashState(api);
    await crash.placeCrashBet(api, {} as never);
    await crash.cancelCrashBet(api, '1');
    await crash.cashOutCrash(api);
    await crash.myCrashBets(api);
    await crash.crashRound(api, 1);
    await rooms.roomList(api);
    await rooms.roomState(api, 'classic' as never);
    await rooms.placeRoomBet(api, 'classic' as never, {} as never);
    await rooms.roomHistory(api, 'classic' as never);
    await rooms.roomRound(api, 1);

    expect(calls.length).toBeGreaterThan(40);
    for (const { method, path, options } of calls) {
      expect([method, path, options?.service]).toEqual([method, path, serviceOfPath(path)]);
      expect(options?.service).toBeDefined();
    }
    expect(new Set(calls.map(({ options }) => options?.service))).toEqual(new Set(GAME_SERVICES));
  });
});

describe('<SERVICE>_API_URL and <SERVICE>_API_PORT', () => {
  const base = {
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  };

  it('are read at run time into the configured services only, the URL without its slash', () => {
    const config = loadConfig({
      ...base,
      DICE_API_PORT: '3101',
      CRASH_API_URL: 'https://crash.example/api/',
      CASES_API_URL: 'http://cases.example',
      CASES_API_PORT: '4100',
      KENO_API_URL: '',
    });
    expect(config.gameServices).toEqual({
      dice: { port: 3101 },
      crash: { url: 'https://crash.example/api' },
      cases: { url: 'http://cases.example', port: 4100 },
    });
    expect(servicePorts(config.gameServices)).toEqual([
      ['cases', 4100],
      ['dice', 3101],
    ]);
    expect(loadConfig(base).gameServices).toEqual({});
  });

  it('refuse a port outside 1–65535 and a URL that is not http(s), naming the variable', () => {
    for (const [name, value] of [
      ['DICE_API_PORT', '0'],
      ['DICE_API_PORT', '65536'],
      ['MINER_API_PORT', 'abc'],
      ['KENO_API_PORT', '80.5'],
      ['GENERAL_API_URL', 'ftp://general.example'],
      ['COINFLIP_API_URL', 'coinflip.example'],
    ]) {
      expect(() => loadConfig({ ...base, [name!]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, [name!]: value })).toThrow(new RegExp(`${name}: `));
    }
  });

  it('are read leniently by the middleware and the site server: a bad one is left out and named', () => {
    const bad: string[] = [];
    const bases = readGameServiceBases(
      { DICE_API_PORT: '3101', KENO_API_PORT: '99999', CRASH_API_URL: 'javascript:alert(1)' },
      (name) => bad.push(name),
    );
    expect(bases).toEqual({ dice: { port: 3101 } });
    expect(bad.sort()).toEqual(['CRASH_API_URL', 'KENO_API_PORT']);
  });
});
