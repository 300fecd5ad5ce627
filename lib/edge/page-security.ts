import { NextRequest, type NextResponse } from 'next/server';
import { apiBaseUrl } from '@/lib/api/base-url';
import type { ServiceBases } from '@/lib/api/game-services';
import { gameServicesEnvShape, readGameServiceBases } from '@/lib/env/game-services';
import {
  createNonce,
  pageContentSecurityPolicy,
  parseOrigins,
  scriptOrigins,
} from '@/lib/security/content-security-policy';
import { PRIVATE_NO_STORE, STRICT_TRANSPORT_SECURITY } from '@/lib/security/headers';
import { SUMSUB_API_ORIGIN, SUMSUB_SDK_SCRIPT } from '@/lib/kyc/sumsub-sdk';
import { publicEnv } from '@/lib/env/public';
import { fingerprintProSources } from '@/lib/fingerprint/pro-config';

type Env = Record<string, string | undefined>;

/**
 * The page's address as the browser sees it (a proxy in front names it in X-Forwarded-*): the
 * browser's API client derives `api.<host>` from it, and the policy must allow that host.
 */
function browserLocation(request: NextRequest) {
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const protocol = forwardedProto ? `${forwardedProto}:` : request.nextUrl.protocol;
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
  try {
    const { hostname, origin } = new URL(`${protocol}//${host}`);
    return { protocol, host, hostname, origin };
  } catch {
    const { hostname, origin } = request.nextUrl;
    return { protocol: request.nextUrl.protocol, host: request.nextUrl.host, hostname, origin };
  }
}

let reportedOrigins: string | undefined;

/** `GAME_PROVIDER_ORIGINS`, read at run time; a bad entry is reported once per value. */
function gameProviderOrigins(value: string | undefined) {
  const report =
    value === reportedOrigins
      ? undefined
      : (entry: string) =>
          console.warn(`GAME_PROVIDER_ORIGINS: "${entry}" is not an https origin; left out`);
  reportedOrigins = value;
  return parseOrigins(value, report);
}

/**
 * Whether the sandbox game provider is on (`server/config.ts` decides it the same way): it serves
 * its games from this site's own origin, so frames of `'self'` are allowed then, and only then.
 */
export function sandboxGamesOn(env: Env, isDevelopment: boolean): boolean {
  const flag = env.SANDBOX_RGS_ENABLED;
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  return isDevelopment || env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true';
}

/**
 * The KYC provider's sources, decided from the environment as `server/kyc-config.ts` decides the
 * provider (`KYC_PROVIDER`, else the sandbox with development tools): the sandbox's upload page
 * is the site's own, framed in the Verification modal (`'self'`); Sumsub's WebSDK frames its API
 * origin (`SUMSUB_BASE_URL`) and is built by a script from Sumsub's CDN.
 */
export function kycProviderSources(
  env: Env,
  isDevelopment: boolean,
): { frames: string[]; scripts: string[] } {
  const devTools = isDevelopment || env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true';
  const provider = env.KYC_PROVIDER || (devTools ? 'sandbox' : 'off');
  if (provider === 'sandbox') return { frames: ["'self'"], scripts: [] };
  if (provider !== 'sumsub') return { frames: [], scripts: [] };
  return {
    frames: parseOrigins(env.SUMSUB_BASE_URL || SUMSUB_API_ORIGIN),
    scripts: [new URL(SUMSUB_SDK_SCRIPT).origin],
  };
}

/**
 * Whether Google's reCAPTCHA runs here (`server/captcha-config.ts` decides it the same way): its
 * challenge frame is allowed then. The sandbox's stand-in needs nothing: its script comes from
 * the API, which the page's scripts may already load and call.
 */
export function recaptchaOn(env: Env, isDevelopment: boolean): boolean {
  if (env.CAPTCHA) return env.CAPTCHA === 'recaptcha';
  const devTools = isDevelopment || env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true';
  return !devTools || Boolean(env.RECAPTCHA_SECRET_KEY);
}

let servicesRead: { key: string; bases: ServiceBases } | undefined;

/**
 * `<SERVICE>_API_URL` / `_PORT`, read at run time: parsed again only when they change, a bad
 * value left out and reported once (the API refuses to start with it).
 */
function gameServiceBasesOf(env: Env): ServiceBases {
  // By name: the middleware's environment may not list its variables.
  const key = Object.keys(gameServicesEnvShape)
    .map((name) => env[name] ?? '')
    .join(' ');
  if (servicesRead?.key !== key) {
    const bases = readGameServiceBases(env, (name) =>
      console.warn(`${name}: not a valid game service base; left out of the page's policy`),
    );
    servicesRead = { key, bases };
  }
  return servicesRead.bases;
}

/**
 * The origins the game services' calls go to (`lib/api/game-services.ts`): a service's own URL,
 * or each API origin the page may use (the main one, the mirrors' it fails over to) on the
 * service's own port, which follows the main base.
 */
export function gameServiceOrigins(bases: ServiceBases, apiOrigins: readonly string[]): string[] {
  return Object.values(bases).flatMap(({ url, port }) => {
    if (url) return [new URL(url).origin];
    if (port === undefined) return [];
    return apiOrigins.map((origin) => {
      const onPort = new URL(origin);
      onPort.port = String(port);
      return onPort.origin;
    });
  });
}

/** The policy of one page answer, with a nonce of its own. */
export function pagePolicy(
  request: NextRequest,
  {
    isDevelopment,
    env,
    mirrorApiOrigins = [],
  }: {
    isDevelopment: boolean;
    env: Env;
    /** The active mirrors' API origins: the client fails over to them (lib/api/failover.ts). */
    mirrorApiOrigins?: readonly string[];
  },
): string {
  const location = browserLocation(request);
  const api = new URL(apiBaseUrl(location, { isDevelopment }), location.origin);
  const apiOrigins = [api.origin, ...mirrorApiOrigins];
  return pageContentSecurityPolicy({
    nonce: createNonce(),
    isDevelopment,
    https: location.protocol === 'https:',
    apiOrigins: [...apiOrigins, ...gameServiceOrigins(gameServiceBasesOf(env), apiOrigins)],
    gameProviderOrigins: [
      ...gameProviderOrigins(env.GAME_PROVIDER_ORIGINS),
      ...(sandboxGamesOn(env, isDevelopment) ? ["'self'"] : []),
    ],
    captcha: recaptchaOn(env, isDevelopment),
    supportChatOrigins: scriptOrigins([
      env.SUPPORT_CHAT_SCRIPT_URL,
      env.SUPPORT_CHAT_SCRIPT_URL_KZ,
    ]),
    verification: kycProviderSources(env, isDevelopment),
    // Build-time, as the browser's agent is: its key is a NEXT_PUBLIC_ variable.
    fingerprintPro: fingerprintProSources(publicEnv.fingerprintPro),
  });
}

/**
 * The request as Next should render it: carrying the policy, from which Next takes the nonce
 * and puts it on every script it writes (its own chunks and inline payloads).
 */
export function withPolicy(request: NextRequest, policy: string): NextRequest {
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  return new NextRequest(request, { headers });
}

/**
 * The page answer's security headers. An answer that sets a cookie (the first visit's
 * `language`, `userVersion` with the visitor's address, …) is the visitor's alone: no shared
 * cache may keep it. Other answers keep the caching Next gives them.
 */
export function applyPageSecurity(
  response: NextResponse,
  { policy, isDevelopment }: { policy: string; isDevelopment: boolean },
): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  if (!isDevelopment) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (response.headers.getSetCookie().length > 0) {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  }
  return response;
}
