/**
 * A walk of every operation of the OpenAPI document as one player (issues 33 and 34): each gets
 * a plausible request made from its own schemas (tests/support/fuzz.ts), with the player's token;
 * the casino callbacks come signed by their aggregator for a game session opened beforehand, one
 * request per variant of a callback's body. A new operation is walked the day it is mounted.
 */
import { randomUUID } from 'node:crypto';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { uniqueIp, type TestApi } from './api';
import { ensureCasinoGame } from './casino';
import {
  callbackKnownFields,
  callbackRouteOf,
  casinoCallbackKeys,
  signCallback,
  type CallbackRoute,
} from './casino-callbacks';
import { apiOperations, fuzzer, type FuzzCase, type OpenApiOperation } from './fuzz';
import { playerLedger } from './ledger';

export const WALK_GAME = 'account-states-slot';
const AGGREGATORS = ['hub88', 'slotegrator', 'sandbox'] as const;

export const walkKeys = casinoCallbackKeys();
export const { document: walkDocument, operations: walkOperations } = apiOperations();
const { cases, variants } = fuzzer(walkDocument, 33);

export type WalkPlayer = Awaited<ReturnType<typeof newWalkPlayer>>;
export type WalkEntry = (typeof walkOperations)[number];

/** A registered player with 10,000 RUB, signed in, with a real game session at every aggregator. */
export async function newWalkPlayer(api: TestApi) {
  const { email, password, token } = await api.registerByEmail();
  const id = (await api.get('/api/profile/user', { token })).json.user.id as number;
  await adjustBalance(api.ctx, {
    key: `account-states-${id}`,
    userId: id,
    currency: 'RUB',
    amount: 1_000_000,
    direction: 'credit',
    kind: 'real',
    reason: 'account states test',
  });
  const casino = new Map<string, string>();
  for (const aggregator of AGGREGATORS) {
    await ensureCasinoGame(api.ctx.db, { aggregator, code: WALK_GAME, now: api.clock.now() });
    const session = await openCasinoSession(api.ctx, {
      userId: id,
      currency: 'RUB',
      aggregator,
      gameCode: WALK_GAME,
      mode: 'real',
    });
    casino.set(aggregator, session.token);
  }
  return { id, email, password, token, casino };
}

export const nameOf = (entry: WalkEntry) =>
  `${entry.method.toUpperCase()} ${entry.path} (${entry.operation.operationId})`;

/** Who an operation lets in: a player's bearer token, a member of staff, or anybody. */
export const gateOf = (operation: OpenApiOperation) => {
  const requirements = operation.security ?? [];
  if (requirements.some((requirement) => 'bearer' in requirement)) return 'player';
  return requirements.some((requirement) => 'staff' in requirement) ? 'staff' : null;
};

/** The account action an operation names in its contract (`x-account-action`), if any. */
export const accountActionOf = (operation: OpenApiOperation) =>
  (operation as { 'x-account-action'?: string })['x-account-action'] ?? null;

/** The plausible requests of an operation: one, or one per variant of a callback's body. */
function requestsOf(path: string, operation: OpenApiOperation, player: WalkPlayer): FuzzCase[] {
  const route = callbackRouteOf(path);
  if (!route) return cases(path, operation, 1);
  const known = {
    ...callbackKnownFields(route, {
      userId: player.id,
      currency: 'RUB',
      token: player.casino.get(route.aggregator)!,
      gameCode: WALK_GAME,
    }),
    // A transaction of its own: a replay of another's would answer that one's stored answer.
    [route.protocol === 'hub88' ? 'transaction_uuid' : 'transaction_id']: `tx-${randomUUID()}`,
  };
  return Array.from(
    { length: variants(operation) },
    (_, variant) => cases(path, operation, 1, { known, variant })[0]!,
  );
}

export type WalkStep = {
  entry: WalkEntry;
  name: string;
  route: CallbackRoute | null;
  request: FuzzCase;
  answer: Awaited<ReturnType<TestApi['call']>>;
  /** Whether the player's accounts or transfers changed. */
  moved: boolean;
  before: Awaited<ReturnType<typeof playerLedger>>;
  after: Awaited<ReturnType<typeof playerLedger>>;
};

/**
 * Calls every operation once (a callback once per variant) as the player, step by step.
 * `beforeEach` runs before each request (e.g. to sign in again after the walk's own logout).
 */
export async function walkAll(
  api: TestApi,
  player: WalkPlayer,
  visit: (step: WalkStep) => void,
  beforeEach: () => Promise<void> = async () => {},
) {
  for (const entry of walkOperations) {
    const { path, method, operation } = entry;
    const route = callbackRouteOf(path);
    for (const request of requestsOf(path, operation, player)) {
      await beforeEach();
      const before = await playerLedger(api, player.id);
      const signature =
        route && request.body !== undefined
          ? signCallback(api.ctx.config, walkKeys.hub88PrivateKey, route, {
              body: request.body,
              contentType: request.contentType,
              nowMs: api.clock.now().getTime(),
            })
          : {};
      const answer = await api.call(method.toUpperCase(), `/api${request.path}`, {
        // The player's client sends its token everywhere; a callback comes from the aggregator.
        token: route ? null : player.token,
        ip: uniqueIp(),
        headers: {
          ...(request.contentType && { 'content-type': request.contentType }),
          ...signature,
        },
        body: request.body,
      });
      const after = await playerLedger(api, player.id);
      const moved = JSON.stringify(after) !== JSON.stringify(before);
      visit({ entry, name: nameOf(entry), route, request, answer, moved, before, after });
    }
  }
}

/** Whether a callback is a bet: Hub88's `transaction/bet`, GIS's `action=bet`. */
export function isBet(route: CallbackRoute, body: string) {
  if (route.protocol === 'hub88') return route.call === 'transaction/bet';
  const action = body.startsWith('{')
    ? (JSON.parse(body) as { action?: unknown }).action
    : new URLSearchParams(body).get('action');
  return action === 'bet';
}

/**
 * A callback bet refused: Hub88's RS_ERROR_USER_DISABLED; GIS (which knows only
 * INSUFFICIENT_FUNDS and INTERNAL_ERROR) INTERNAL_ERROR with the wallet's reason.
 */
export function betRefused(
  protocol: 'hub88' | 'gis',
  json: unknown,
  reasons: readonly string[] = ['player_blocked'],
) {
  const answer = json as { status?: string; error_code?: string; error_description?: string };
  return protocol === 'hub88'
    ? answer.status === 'RS_ERROR_USER_DISABLED'
    : answer.error_code === 'INTERNAL_ERROR' && reasons.includes(answer.error_description ?? '');
}
