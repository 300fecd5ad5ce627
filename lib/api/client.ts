import type { KyInstance, Options, RetryOptions } from 'ky';
import type { z } from '@/lib/zod';
import { safeParse } from '@/lib/zod/safe-parse';
import { serviceBaseUrl } from './base-url';
import { ApiError, InvalidAnswerError, NetworkError, RefreshError, normalizeError } from './errors';
import type { Failover } from './failover';
import type { GameService, ServiceBases } from './game-services';
import { ssoAnswerUrl, ssoReturnUrl } from './sso';
import type { UploadProgress } from './upload-fetch';

/**
 * The XMLHttpRequest-based fetch that reports an upload's progress, loaded with the first file
 * sent rather than with every page (it cost every page's first load about half a kilobyte).
 */
function fetchReportingUpload(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) =>
    (await import('./upload-fetch')).uploadFetch(onProgress)(input, init);
}

/** How long a request may take before it fails with `timeout of {n}ms exceeded`. */
export const API_TIMEOUT_MS = 30_000;
export const REFRESH_PATH = 'auth/refresh-token';

export type ApiClientOptions = {
  /** The API root, e.g. `https://api.example.com` or `http://localhost:3000/api`. */
  baseUrl: string;
  getToken: () => string | undefined;
  /** The `Region` header, when one is known. */
  getRegion?: () => string | undefined;
  /** The page language, sent as `Accept-Language`. */
  getLocale: () => string;
  /** Keeps a token the refresh call answered. */
  onToken: (token: string) => void;
  /**
   * Ends the session in the browser (a refresh that failed), with the answer's error code when
   * the API said why (`account_blocked`, `account_closed`).
   */
  onLogout: (reason?: string) => void;
  /** Whether the page is being left (a refresh it aborts then does not log out). */
  isLeaving?: () => boolean;
  /** Sees every error answer before its caller does (the reality check that pauses stakes). */
  onApiError?: (error: ApiError) => void;
  /**
   * A 401 to a request that carried a token refreshes it and retries (the player's session);
   * false leaves the 401 to the caller (the back office's staff session cannot be refreshed).
   */
  refreshes?: boolean;
  /** Sends the browser elsewhere (single sign-on); absent on the server. */
  navigate?: (url: string) => void;
  currentUrl?: () => string;
  getSsoLink?: () => string | null;
  isDevelopment?: boolean;
  /** Headers for every request, e.g. the visitor's cookies during server rendering. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Where to go when the base cannot be reached (the browser's: stored base, then mirrors);
   * absent on the server.
   */
  failover?: Failover;
  /**
   * The game services' own bases (the browser's: `GET /client_config`, asked once per page), read
   * by calls that name their `service`; absent, every call goes to the main base (the server).
   */
  serviceBases?: () => Promise<ServiceBases | null | undefined>;
};

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  searchParams?: Query;
  signal?: AbortSignal;
  /** Overrides the base for one call. */
  baseUrl?: string;
  /**
   * The game service the call belongs to (`GAME_SERVICE_OF`): it goes to that service's own base
   * when one is configured (`serviceBases`), else to the main base as any other call.
   */
  service?: GameService;
  /**
   * Sent as `Idempotency-Key` (`newIdempotencyKey()`, one per submit). With one, a request that
   * got no answer (the network failed, a gateway gave up) or met its key still running (409 with
   * `Retry-After`) is sent again with the same key: the API answers the first answer instead of
   * doing the work twice.
   */
  idempotencyKey?: string;
  /**
   * Hears how much of the body has gone (a file upload): the request then goes through
   * XMLHttpRequest (`upload-fetch.ts`), the one browser API that tells.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
};

/**
 * A fresh `Idempotency-Key` for one submit of a form that moves money or creates a record: 128
 * random bits as 32 hex digits (`getRandomValues` works on plain-http pages too, where
 * `randomUUID` does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * ky, loaded with the first request rather than with every page (issue 41: about 5 KB of each
 * page's first load); the request's answer schema loads beside it.
 */
const loadKy = () => import('ky');

/** ky's error for an answer with an error status (by name: ky loads later than this code). */
const isHttpError = (error: unknown): error is { response: Response } =>
  (error as { name?: unknown } | null)?.name === 'HTTPError';

/** How a request with an idempotency key is retried; the key makes a retry safe. */
const IDEMPOTENT_RETRY: RetryOptions = {
  limit: 2,
  methods: ['post', 'put', 'delete'],
  // No answer from a gateway, or the key still running (only that 409 carries Retry-After).
  statusCodes: [409, 502, 503, 504],
  afterStatusCodes: [409, 503],
  maxRetryAfter: 5_000,
  shouldRetry: ({ error }: { error: Error }) =>
    isHttpError(error) &&
    error.response.status === 409 &&
    !error.response.headers.has('Retry-After')
      ? false
      : undefined,
};

/**
 * The schema an answer must match, or a function that loads it. The modules of `lib/api/` pass
 * loaders (`schemaLoader`), so zod and the schemas arrive in a chunk of their own on the first
 * call instead of in every page's first load; the schema is the same either way.
 */
export type AnswerSchema<S extends z.AnySchema> = S | (() => Promise<S>);

/**
 * Loaders of the schemas of one module of `lib/schemas/`, by export name:
 * `const billing = schemaLoader(() => import('@/lib/schemas/billing'))`, then
 * `api.get(path, billing('walletsAnswerSchema'))`. The module loads once, on the first call.
 */
export function schemaLoader<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    async () =>
      (await load())[name];
}

/** Loads the schema, wherever it comes from. */
async function schemaOf<S extends z.AnySchema>(answer: AnswerSchema<S>): Promise<S> {
  return typeof answer === 'function' ? answer() : answer;
}

// Checked on every JSON answer, so zod/mini's (lib/schemas/every-page.ts).
const everyPageSchemas = schemaLoader(() => import('@/lib/schemas/every-page'));
const authSchemas = schemaLoader(() => import('@/lib/schemas/auth-answers'));

/**
 * Every call names the schema of its answer (from `lib/schemas/`) and resolves to what it parses
 * to, so no answer reaches a page unchecked and no call can claim a type it does not check.
 */
export type ApiClient = {
  get<S extends z.AnySchema>(
    path: string,
    answer: AnswerSchema<S>,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** `json` is sent as JSON, or as `multipart/form-data` when it is a `FormData` (a file). */
  post<S extends z.AnySchema>(
    path: string,
    answer: AnswerSchema<S>,
    json?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  put<S extends z.AnySchema>(
    path: string,
    answer: AnswerSchema<S>,
    json?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  delete<S extends z.AnySchema>(
    path: string,
    answer: AnswerSchema<S>,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** Exchanges the stored token for a new one; concurrent callers share one call. */
  refresh(): Promise<string>;
  /** The main API base in use: the configured one until a failover switched it. */
  baseUrl(): string;
};

/** Per-request flags the hooks read. */
type Context = { retry?: boolean; isRefresh?: boolean; sentToken?: string };

/** `br` is sent as `pt-BR`; every other language as it is (spec §7). */
export function acceptLanguage(locale: string) {
  return locale === 'br' ? 'pt-BR' : locale;
}

function clean(query: Query | undefined) {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * The one HTTP client of the site (spec §7, §8), over one ky instance made with the first request.
 * Every request carries the bearer token (unless it is the retry after a refresh, which carries
 * the new one), `Region` and `Accept-Language`. A 401 refreshes the token once, and requests that
 * fail meanwhile wait for that refresh and retry with its token. A failed refresh logs out and
 * rejects with `Cant refresh token`; a 401 from the refresh itself also sends the browser to the
 * SSO link. An answer carrying an `sso` link sends the browser there outside development.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  let refreshing: Promise<string> | null = null;
  let currentBase = options.baseUrl;
  let switching: Promise<string | null> | null = null;

  /** After a network failure at `failed`: the base to use now, or null to fail as before. */
  function switchFrom(failed: string): Promise<string | null> {
    if (!options.failover) return Promise.resolve(null);
    if (trimmed(failed) !== trimmed(currentBase)) return Promise.resolve(currentBase);
    switching ??= options.failover
      .recover(failed)
      .then((next) => {
        if (next) currentBase = next;
        return next;
      })
      .finally(() => {
        switching = null;
      });
    return switching;
  }

  async function refreshToken(): Promise<string> {
    try {
      const client = await kyInstance();
      const body = await client
        .post(REFRESH_PATH, {
          prefixUrl: currentBase,
          context: { isRefresh: true } satisfies Context,
        })
        .json();
      const answer = (await authSchemas('refreshAnswerSchema')()).parse(body);
      options.onToken(answer.access_token);
      return answer.access_token;
    } catch (error) {
      const normalized = await normalizeError(error, timeoutMs);
      // A refresh the page cut short by leaving (its navigation aborts the call) says nothing
      // about the session: logging out here signed the player out of the page it led to, which
      // then could not say why (a block's 403 never came).
      if (!(normalized instanceof ApiError) && options.isLeaving?.()) throw normalized;
      const status = normalized as Partial<ApiError>;
      options.onLogout(status.code);
      const ssoLink = options.getSsoLink?.();
      if (
        status.status === 401 &&
        ssoLink &&
        /^https?:\/\//i.test(ssoLink) &&
        options.navigate &&
        options.currentUrl
      ) {
        options.navigate(ssoReturnUrl(ssoLink, options.currentUrl()));
      }
      throw new RefreshError();
    }
  }

  function refresh() {
    refreshing ??= refreshToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  let instance: Promise<KyInstance> | null = null;
  /** The client's one ky instance, made on the first request. */
  const kyInstance = () =>
    (instance ??= loadKy().then(
      ({ default: ky }) => createKy(ky),
      (error: unknown) => {
        // A chunk that did not load is asked for again by the next request.
        instance = null;
        throw error;
      },
    ));

  const createKy = (ky: KyInstance): KyInstance =>
    ky.create({
      timeout: timeoutMs,
      retry: 0,
      throwHttpErrors: true,
      fetch: options.fetch,
      headers: options.headers,
      hooks: {
        beforeRequest: [
          (request, { context }) => {
            const flags = context as Context;
            if (!flags.retry) {
              const token = options.getToken();
              if (token) request.headers.set('Authorization', `Bearer ${token}`);
              flags.sentToken = token;
            }
            const region = options.getRegion?.();
            if (region) request.headers.set('Region', region);
            request.headers.set('Accept-Language', acceptLanguage(options.getLocale()));
          },
        ],
        afterResponse: [
          async (request, { context }, response) => {
            const flags = context as Context;
            // A guest's 401 has no session to refresh.
            if (
              response.status === 401 &&
              options.refreshes !== false &&
              !flags.retry &&
              !flags.isRefresh &&
              flags.sentToken
            ) {
              // A request sent before a refresh finished retries with the new token at once.
              const current = options.getToken();
              const token =
                current && current !== flags.sentToken && !refreshing ? current : await refresh();
              request.headers.set('Authorization', `Bearer ${token}`);
              return (await kyInstance())(request, { context: { retry: true } satisfies Context });
            }
            if (!options.isDevelopment && options.navigate && options.currentUrl) {
              await followSso(response, options.navigate, options.currentUrl);
            }
            return response;
          },
        ],
      },
    });

  async function send<S extends z.AnySchema>(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    answer: AnswerSchema<S>,
    json: unknown,
    {
      searchParams,
      signal,
      baseUrl,
      service,
      idempotencyKey,
      onUploadProgress,
    }: RequestOptions = {},
  ): Promise<z.output<S>> {
    // The main base (named or not) is the one in use. A game service's own URL is its own; its
    // own port is on the main base in use, so it follows a failover to a mirror.
    const services = (service && (await options.serviceBases?.().catch(() => null))) || {};
    const own = service ? services[service] : undefined;
    const isMain = !own && (baseUrl === undefined || trimmed(baseUrl) === trimmed(options.baseUrl));
    const root = isMain || own ? currentBase : baseUrl!;
    if (!/^https?:\/\//i.test(own?.url ?? root)) throw new NetworkError('Unsupported protocol');
    const base = service && own ? serviceBaseUrl(service, root, services) : root;
    const init: Options = {
      method,
      prefixUrl: base,
      searchParams: clean(searchParams),
      signal,
      context: {},
      // A FormData goes as it is: fetch writes the multipart body and its boundary.
      ...(json !== undefined && (json instanceof FormData ? { body: json } : { json })),
      ...(onUploadProgress &&
        typeof XMLHttpRequest !== 'undefined' && { fetch: fetchReportingUpload(onUploadProgress) }),
      ...(idempotencyKey !== undefined && {
        headers: { 'Idempotency-Key': idempotencyKey },
        retry: IDEMPOTENT_RETRY,
      }),
    };
    /** What a failed request rejects with, shown to `onApiError` first when the API answered. */
    const failure = async (error: unknown) => {
      const normalized = await normalizeError(error, timeoutMs);
      if (normalized instanceof ApiError) options.onApiError?.(normalized);
      return normalized;
    };
    // The schema loads while the request is under way; a failed load is met below.
    const schema = schemaOf(answer);
    schema.catch(() => undefined);
    let body: unknown;
    // Loaded before the first try: a chunk that failed to load says nothing of the API's base.
    let client: KyInstance;
    try {
      client = await kyInstance();
    } catch (error) {
      throw await failure(error);
    }
    const request = async (prefixUrl: string) => {
      const response = await client(path.replace(/^\/+/, ''), { ...init, prefixUrl });
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 204) {
        body = type.includes('json') ? await response.json() : await response.text();
      }
    };
    try {
      await request(base);
    } catch (error) {
      // Only a base that gave no answer fails over: an HTTP error is the API's answer.
      const unreachable = isMain && isUnreachable(error) && !signal?.aborted;
      const next = unreachable ? await switchFrom(base) : null;
      // A request that changes something is sent again only with its idempotency key.
      if (!next || (method !== 'get' && idempotencyKey === undefined)) {
        throw await failure(error);
      }
      try {
        await request(next);
      } catch (retryError) {
        throw await failure(retryError);
      }
    }
    const parsed = safeParse(await schema, body);
    if (!parsed.success) throw new InvalidAnswerError(method, path, parsed.error);
    return parsed.data;
  }

  return {
    get: (path, answer, requestOptions) => send('get', path, answer, undefined, requestOptions),
    post: (path, answer, json, requestOptions) => send('post', path, answer, json, requestOptions),
    put: (path, answer, json, requestOptions) => send('put', path, answer, json, requestOptions),
    delete: (path, answer, requestOptions) =>
      send('delete', path, answer, undefined, requestOptions),
    refresh,
    baseUrl: () => currentBase,
  };
}

function trimmed(base: string) {
  return base.replace(/\/+$/, '');
}

/** No answer at all: the network failed or the request timed out (names: fetch may be another realm's). */
function isUnreachable(error: unknown) {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TypeError' || name === 'TimeoutError';
}

/** Follows an `sso` link in a JSON answer (spec §4). */
async function followSso(
  response: Response,
  navigate: (url: string) => void,
  currentUrl: () => string,
) {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return;
  try {
    const [schema, body] = await Promise.all([
      everyPageSchemas('ssoFieldSchema')(),
      response.clone().json(),
    ]);
    const { sso } = schema.parse(body);
    if (sso) navigate(ssoAnswerUrl(sso, currentUrl()));
  } catch {
    // not JSON after all (or the schema could not load: the link is then not followed)
  }
}
