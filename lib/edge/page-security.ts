import { NextRequest, type NextResponse } from 'next/server';
import { apiBaseUrl } from '@/lib/api/base-url';
import { publicEnv } from '@/lib/env/public';
import {
  createNonce,
  pageContentSecurityPolicy,
  parseOrigins,
  scriptOrigins,
} from '@/lib/security/content-security-policy';
import { PRIVATE_NO_STORE, STRICT_TRANSPORT_SECURITY } from '@/lib/security/headers';
import { SUMSUB_API_ORIGIN, SUMSUB_SDK_SCRIPT } from '@/lib/kyc/sumsub-sdk';

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
  return pageContentSecurityPolicy({
    nonce: createNonce(),
    isDevelopment,
    https: location.protocol === 'https:',
    apiOrigins: [api.origin, ...mirrorApiOrigins],
    gameProviderOrigins: [
      ...gameProviderOrigins(env.GAME_PROVIDER_ORIGINS),
      ...(sandboxGamesOn(env, isDevelopment) ? ["'self'"] : []),
    ],
    captcha: Boolean(publicEnv.recaptchaSiteKey),
    supportChatOrigins: scriptOrigins([
      env.SUPPORT_CHAT_SCRIPT_URL,
      env.SUPPORT_CHAT_SCRIPT_URL_KZ,
    ]),
    verification: kycProviderSources(env, isDevelopment),
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
