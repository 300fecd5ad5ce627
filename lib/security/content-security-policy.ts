import { RECAPTCHA_FRAME_SOURCES } from '@/lib/captcha/recaptcha';

export type PagePolicyOptions = {
  /** Fresh for every answer; Next puts it on its own scripts when it finds it in the request. */
  nonce: string;
  isDevelopment: boolean;
  /** The page was asked for over https, so its http sub-resources may be upgraded. */
  https: boolean;
  /** Origins the page's scripts call besides its own: the API (`api.<host>` or the configured base). */
  apiOrigins: readonly string[];
  /**
   * Origins whose pages may be framed: the game providers' (`GAME_PROVIDER_ORIGINS`), and `'self'`
   * while the sandbox provider serves its games from the site itself.
   */
  gameProviderOrigins: readonly string[];
  /** reCAPTCHA is configured: its challenge frame is allowed. */
  captcha: boolean;
  /**
   * Origins of the configured support chat widget's scripts (`supportChatOrigins`): its script,
   * its calls (and WebSocket), its frames and fonts come from there.
   */
  supportChatOrigins?: readonly string[];
  /**
   * The KYC provider's (`kycProviderSources`): the frame its verification window is (the
   * sandbox's page on the site, `'self'`; Sumsub's API origin) and the origin of the script
   * that builds it (Sumsub's WebSDK builder, for browsers older than CSP 3).
   */
  verification?: { frames: readonly string[]; scripts: readonly string[] };
  /**
   * Fingerprint Pro's, when its key is set (`fingerprintProSources`): the origin of its agent's
   * script and those the agent calls (Fingerprint's API, a `*.` pattern for its regions, or the
   * own endpoint).
   */
  fingerprintPro?: { scripts: readonly string[]; connects: readonly string[] } | null;
};

/**
 * The Content-Security-Policy of every page. Scripts run only with the answer's nonce; a script
 * they load inherits the trust (`'strict-dynamic'`: Next's chunks, reCAPTCHA, PostHog), so no
 * host list can be abused. `'self'` there is only for browsers older than CSP 3, which ignore
 * `'strict-dynamic'`. Styles allow inline ones: React writes `style` attributes into the HTML,
 * which no nonce can mark, and react-hot-toast and reCAPTCHA add un-nonced `<style>`s at run
 * time; CSS cannot run code, and images, frames and connections stay closed.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const { nonce, isDevelopment, https } = options;
  const chat = (options.supportChatOrigins ?? []).filter(isOrigin);
  const verificationScripts = (options.verification?.scripts ?? []).filter(isOrigin);
  const fingerprintScripts = (options.fingerprintPro?.scripts ?? []).filter(isOrigin);
  const fingerprintConnects = (options.fingerprintPro?.connects ?? []).filter(isHostSource);
  const frames = [
    ...options.gameProviderOrigins.filter((origin) => origin === "'self'" || isOrigin(origin)),
    ...(options.captcha ? RECAPTCHA_FRAME_SOURCES : []),
    ...chat,
    ...(options.verification?.frames ?? []).filter(
      (origin) => origin === "'self'" || isOrigin(origin),
    ),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // React rebuilds server errors' stacks with eval in development only; production needs none.
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      // Read only by browsers older than CSP 3; the others trust the widget (the KYC provider's
      // WebSDK, Fingerprint Pro's agent) through the loader.
      ...unique([...chat, ...verificationScripts, ...fingerprintScripts]),
      ...(isDevelopment ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Avatars come from whichever provider a player signed in with.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", ...chat],
    // 'self' also covers the same origin's WebSocket (Next's reloads in development) and /ingest.
    [
      'connect-src',
      ...unique([
        "'self'",
        ...options.apiOrigins.filter(isOrigin),
        ...chat,
        ...chat.map(socketOf),
        ...fingerprintConnects,
      ]),
    ],
    ['frame-src', ...(frames.length > 0 ? unique(frames) : ["'none'"])],
    // The service worker (/sw.js) and the web app manifest come from the site itself: named so
    // that no browser falls back to script-src, whose 'strict-dynamic' ignores 'self'.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Framed by nothing but the site itself: what X-Frame-Options SAMEORIGIN said.
    ['frame-ancestors', "'self'"],
  ];
  if (!isDevelopment && https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** A nonce: 128 random bits in base64, from the Web Crypto API the middleware's runtime has. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `GAME_PROVIDER_ORIGINS`: comma-separated origins (`https://games.provider.example`), each
 * reduced to its origin. An entry that is not an https origin (http only on a loopback host,
 * for a provider's local stand-in) is left out and reported, so a typo closes one frame
 * rather than every page.
 */
export function parseOrigins(
  value: string | undefined,
  report: (entry: string) => void = () => {},
): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const origin = originOf(entry);
    if (origin) origins.push(origin);
    else report(entry);
  }
  return unique(origins);
}

function originOf(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
  if (url.username || url.password || !/^\/?$/.test(url.pathname) || url.search || url.hash) {
    return null;
  }
  return url.origin;
}

/**
 * The origins of the support chat widget's script URLs (`SUPPORT_CHAT_SCRIPT_URL`, `_KZ`): https,
 * or http on a loopback host (a local stand-in); anything else is left out and reported.
 */
export function scriptOrigins(
  urls: readonly (string | undefined)[],
  report: (entry: string) => void = () => {},
): string[] {
  const origins: string[] = [];
  for (const entry of urls) {
    if (!entry) continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      report(entry);
      continue;
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) {
      origins.push(url.origin);
    } else report(entry);
  }
  return unique(origins);
}

/** The WebSocket origin beside an http(s) one (chat widgets talk over both). */
function socketOf(origin: string) {
  return origin.replace(/^http/, 'ws');
}

/**
 * A scheme, a host and maybe a port, nothing else: an origin built from a request's Host header
 * cannot carry a `;` or a space into the policy and add a directive of its own.
 */
function isOrigin(source: string) {
  return /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(source);
}

/** An origin, or an https one whose host starts with a `*.` wildcard (`https://*.api.fpjs.io`). */
function isHostSource(source: string) {
  return isOrigin(source) || /^https:\/\/\*\.[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(source);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
