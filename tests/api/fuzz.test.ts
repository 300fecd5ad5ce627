/**
 * @long 60 — malformed requests to every operation of the API (281 since issue 35),
 * FUZZ_BUDGET each: about 25 s alone, more beside another worker.
 *
 * Every route of the OpenAPI document gets malformed bodies, queries and path parameters made from
 * its own schemas (tests/support/fuzz.ts). No answer may be a 5xx, an error status the operation
 * does not document, or an error body outside the spec's two shapes. `FUZZ_BUDGET` (requests per
 * operation, default 60) and `FUZZ_SEED` widen or replay a run.
 *
 * The credentials are real, so what comes after them is fuzzed too: a player's token, the
 * service's OPERATOR_TOKEN for operator operations (an admin's staff session where the service
 * lacks the permission: managing staff), and the casino callbacks signed as their aggregator
 * would sign them, naming a real funded player, session and game, so their parsing and the
 * wallet answer; those answer their protocol's own HTTP 200, never a 5xx or the spec's errors.
 */
import { randomBytes } from 'node:crypto';
import { SERVICE_PERMISSIONS, type StaffPermission } from '@/lib/constants/staff';
import {
  gisCallbackAnswerSchema,
  hub88UserInfoAnswerSchema,
  hub88WalletAnswerSchema,
} from '@/lib/schemas/casino-protocols';
import { errorAnswerSchema, validationErrorAnswerSchema } from '@/lib/schemas/errors';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { createTestApi, uniqueIp, type TestApi } from '../support/api';
import { ensureCasinoGame } from '../support/casino';
import {
  callbackKnownFields,
  callbackRoundFields,
  callbackRouteOf,
  casinoCallbackKeys,
  signCallback,
  type CallbackRoute,
} from '../support/casino-callbacks';
import { apiOperations, fuzzer, type FuzzCase, type OpenApiOperation } from '../support/fuzz';
import { signedInStaff } from '../support/staff';

const BUDGET = Number(process.env.FUZZ_BUDGET || 60);
const SEED = Number(process.env.FUZZ_SEED || 14);
const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789abcdef0123';
const GAME = 'fuzz-slot';
/** This run's transactions: a shared PostgreSQL database keeps earlier runs' ids. */
const RUN = randomBytes(4).toString('hex');
const keys = casinoCallbackKeys();

/** The document comes from the mounted routes alone, so the cases are known before any test runs. */
const { document, operations } = apiOperations();
const { cases, variants } = fuzzer(document, SEED);

/**
 * The aggregators' APIs as the test's keys configure them, each listing the callbacks' game, so
 * the catalogue sync answers what it found (not 503) and keeps that game; the sandbox KYC
 * provider's calls to the site go to the app; anything else goes out as before.
 */
const aggregatorsFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const host = new URL(String(input)).hostname;
  const game = { name: 'Fuzz slot', category: 'Video Slots', type: 'slots' };
  if (host === new URL(keys.env.HUB88_API_URL).hostname) {
    return Response.json([{ ...game, game_code: GAME, product: 'Test Studio' }]);
  }
  if (host === new URL(keys.env.SLOTEGRATOR_API_URL).hostname) {
    return Response.json({
      items: [{ ...game, uuid: GAME, provider: 'Test Studio' }],
      _meta: { currentPage: 1, pageCount: 1 },
    });
  }
  // The sandbox verification provider answers Sumsub's API from the app itself.
  if (host === 'localhost') return api.app.request(String(input), init);
  return fetch(input, init);
}) as typeof fetch;

let api: TestApi;
let player: { email: string; password: string };
let playerToken: string;
let staffToken: string;
/** The player's casino session per aggregator, for the callbacks' known fields. */
const casinoTokens = new Map<string, string>();
let playerId: number;

beforeAll(async () => {
  api = await createTestApi({
    env: { OPERATOR_TOKEN, ...keys.env },
    fetch: aggregatorsFetch,
    // Past the gates the operations change what is one for everybody (the catalogue's sync
    // retires every game its list lacks): a database of the suite's own on PostgreSQL.
    ownDatabase: true,
  });
  const registered = await api.registerByEmail();
  player = registered;
  playerToken = registered.token;
  playerId = (await api.get('/api/profile/user', { token: playerToken })).json.user.id;
  staffToken = await signedInStaff(api, 'admin');
  const now = api.clock.now();
  await adjustBalance(api.ctx, {
    key: `fuzz-${playerId}`,
    userId: playerId,
    currency: 'RUB',
    amount: 10_000_000,
    direction: 'credit',
    kind: 'real',
    reason: 'fuzz funding',
  });
  for (const aggregator of ['hub88', 'slotegrator', 'sandbox'] as const) {
    await ensureCasinoGame(api.ctx.db, { aggregator, code: GAME, now });
    const session = await openCasinoSession(api.ctx, {
      userId: playerId,
      currency: 'RUB',
      aggregator,
      gameCode: GAME,
      mode: 'real',
    });
    casinoTokens.set(aggregator, session.token);
  }
}, 30_000);
afterAll(() => api.close());

/** The spec's two error bodies, by the shared responses of the document that name them. */
const SHARED_SHAPES: Record<string, typeof errorAnswerSchema | typeof validationErrorAnswerSchema> =
  { '#/components/responses/ValidationFailed': validationErrorAnswerSchema };

/** What is wrong with one answer, or null. */
function problemOf(
  operation: OpenApiOperation,
  answer: { status: number; headers: Headers; json: unknown; text: string },
): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  const documented = operation.responses[String(answer.status)] as
    { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!documented) return `answered ${answer.status}, which the operation does not document`;
  const media = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!documented.$ref) {
    // Another protocol's error (OAuth's, a line of text, a page): the media type it documents.
    return media in (documented.content ?? {})
      ? null
      : `answered ${answer.status} as ${media}, which the operation does not document`;
  }
  const shape = SHARED_SHAPES[documented.$ref] ?? errorAnswerSchema;
  if (media !== 'application/json' || !shape.safeParse(answer.json).success) {
    return `error body outside the spec's shape: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

/**
 * The token that gets past the operation's gate: the player's for `bearer`; for a staff
 * operation the service's OPERATOR_TOKEN when its role has one of the permissions, else an
 * admin's session (managing staff, and `{ staff: null }`, which the service never passes).
 */
function credentials(operation: OpenApiOperation, fuzzCase: FuzzCase): string | null {
  if (!fuzzCase.authenticated) return null;
  const requirements = operation.security ?? [];
  if (requirements.some((requirement) => 'bearer' in requirement)) return playerToken;
  const staff = requirements.filter((requirement) => 'staff' in requirement);
  if (staff.length === 0) return null;
  const permissions = staff.flatMap((requirement) => requirement.staff as StaffPermission[]);
  return permissions.some((permission) => SERVICE_PERMISSIONS.includes(permission))
    ? OPERATOR_TOKEN
    : staffToken;
}

/**
 * What is wrong with a callback's answer: every answer, errors included, is the protocol's own at
 * HTTP 200 (Hub88: an RS_* `status`; GIS: a balance or `error_code`), and a signed call gets past
 * the signature (what follows it is what this fuzzes).
 */
function callbackProblem(
  route: CallbackRoute,
  signed: boolean,
  answer: { status: number; json: unknown; text: string },
): string | null {
  if (answer.status !== 200) return `answered ${answer.status}, not the protocol's HTTP 200`;
  const schema =
    route.protocol === 'gis'
      ? gisCallbackAnswerSchema
      : route.call === 'user/info'
        ? hub88UserInfoAnswerSchema
        : hub88WalletAnswerSchema;
  if (!schema.safeParse(answer.json).success) {
    return `answered outside the protocol: ${answer.text.slice(0, 200)}`;
  }
  const refused = answer.json as { status?: string; error_description?: string };
  if (
    signed &&
    (refused.status === 'RS_ERROR_INVALID_SIGNATURE' ||
      refused.error_description === 'invalid_signature')
  ) {
    return `a signed call was refused at the signature: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

/**
 * The operation's cases: a callback's name the test's player, session and game, once per
 * variant of its body (GIS's five actions), within the one budget. Each connection's calls share
 * one round (bet, then win, then rollback), so the samples reach the wallet's settling and
 * cancelling, and the broken bodies its duplicate checks.
 */
function casesOf(path: string, operation: OpenApiOperation, route: CallbackRoute | null) {
  if (!route) return cases(path, operation, BUDGET);
  const known = callbackKnownFields(route, {
    userId: playerId,
    currency: 'RUB',
    token: casinoTokens.get(route.aggregator)!,
    gameCode: GAME,
  });
  const prefix = `fuzz-${RUN}-${route.aggregator}-${route.protocol}`;
  const count = variants(operation);
  const share = Math.max(12, Math.ceil(BUDGET / count));
  return Array.from({ length: count }, (_, variant) => {
    const action = actionOf(cases(path, operation, 1, { known, variant })[0]!.body);
    const round = callbackRoundFields(route, prefix, action);
    return cases(path, operation, share, { known: { ...known, ...round }, variant });
  }).flat();
}

/** A GIS body's `action` (a form's, or JSON's), or '' for any other body. */
function actionOf(body: string | undefined) {
  if (!body) return '';
  if (body.startsWith('{')) return String((JSON.parse(body) as { action?: unknown }).action ?? '');
  return new URLSearchParams(body).get('action') ?? '';
}

/**
 * Live sessions for the next operation: an earlier one may have ended them (a logout, a password
 * change, "sign out everywhere"), and every later operation would then stop at its gate. The
 * player signs in again; staff is a new member (a TOTP code signs in only once).
 */
async function keepSignedIn() {
  if ((await api.get('/api/profile/user', { token: playerToken })).status !== 200) {
    const login = await api.post(
      '/api/api/v2/auth/login/email/password',
      { email: player.email, password: player.password },
      { ip: uniqueIp() },
    );
    if (login.status !== 200)
      throw new Error(`the fuzz player cannot sign in again: ${login.text}`);
    playerToken = login.json.token;
  }
  if ((await api.get('/api/office/auth/me', { token: staffToken })).status !== 200) {
    staffToken = await signedInStaff(api, 'admin');
  }
}

describe.each(operations)('$method $path', ({ path, method, operation }) => {
  it(`answers malformed input in the spec's shapes, never 5xx (seed ${SEED})`, async () => {
    await keepSignedIn();
    const problems: string[] = [];
    const route = callbackRouteOf(path);
    for (const fuzzCase of casesOf(path, operation, route)) {
      const signature =
        route && fuzzCase.authenticated && fuzzCase.body !== undefined
          ? signCallback(api.ctx.config, keys.hub88PrivateKey, route, {
              body: fuzzCase.body,
              contentType: fuzzCase.contentType,
              nowMs: api.clock.now().getTime(),
            })
          : {};
      const answer = await api.call(method.toUpperCase(), `/api${fuzzCase.path}`, {
        token: credentials(operation, fuzzCase),
        // A fresh address per request: the per-address limits must not hide what comes after them.
        ip: uniqueIp(),
        headers: {
          ...(fuzzCase.contentType && { 'content-type': fuzzCase.contentType }),
          ...signature,
          ...fuzzCase.headers,
        },
        body: fuzzCase.body,
      });
      const problem =
        problemOf(operation, answer) ??
        (route && callbackProblem(route, Object.keys(signature).length > 0, answer));
      if (problem) problems.push(`${fuzzCase.what} (${fuzzCase.path.slice(0, 120)}): ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 30_000);
});
