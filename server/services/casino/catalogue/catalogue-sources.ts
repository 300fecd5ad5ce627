import { createHmac, randomBytes, sign } from 'node:crypto';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { AppContext } from '@/server/app-context';
import { readCatalogueEnv, type CatalogueEnv } from './catalogue-env';
import { hub88Source } from './hub88-source';
import { sandboxSource } from './sandbox-source';
import { slotegratorSource } from './slotegrator-source';
import type { CatalogueSource } from './source';

type SourceContext = Pick<AppContext, 'config' | 'clock' | 'fetch'>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The catalogue sources this deployment has: the sandbox with development tools (or
 * `SANDBOX_RGS_ENABLED=1`), Hub88 and GIS once their settings are all present.
 */
export function catalogueSources(
  ctx: SourceContext,
  env: CatalogueEnv = readCatalogueEnv(ctx.config.devTools),
): CatalogueSource[] {
  const sources: CatalogueSource[] = [];
  if (env.sandbox) sources.push(sandboxSource(ctx.clock));
  if (env.hub88) {
    const { apiUrl, operatorId, privateKey } = env.hub88;
    sources.push(
      hub88Source({
        apiUrl,
        operatorId,
        // RSA-SHA256 of the raw body, base64 (research B2.4).
        sign: (body) => sign('sha256', Buffer.from(body), privateKey).toString('base64'),
        fetch: ctx.fetch,
      }),
    );
  }
  if (env.slotegrator) {
    const { apiUrl, merchantId, merchantKey } = env.slotegrator;
    sources.push(
      slotegratorSource({
        apiUrl,
        sign: (params) => gisHeaders(params, merchantId, merchantKey, ctx.clock.now()),
        fetch: ctx.fetch,
        wait,
      }),
    );
  }
  return sources;
}

/** The configured source of one aggregator, or null when it is off here. */
export function catalogueSource(
  ctx: SourceContext,
  aggregator: CasinoAggregator,
  env?: CatalogueEnv,
): CatalogueSource | null {
  return catalogueSources(ctx, env).find((source) => source.aggregator === aggregator) ?? null;
}

/**
 * GIS's signed headers: `X-Sign` is HMAC-SHA1 (merchant key) of the request's parameters and the
 * three headers, sorted by name and form-encoded as PHP's `http_build_query` does (research B2.4).
 */
export function gisHeaders(
  params: Record<string, string>,
  merchantId: string,
  merchantKey: string,
  now: Date,
) {
  const headers = {
    'X-Merchant-Id': merchantId,
    'X-Timestamp': String(Math.floor(now.getTime() / 1000)),
    'X-Nonce': randomBytes(16).toString('hex'),
  };
  const all: Record<string, string> = { ...params, ...headers };
  const query = new URLSearchParams(
    Object.keys(all)
      .sort()
      .map((key) => [key, all[key]!]),
  ).toString();
  return { ...headers, 'X-Sign': createHmac('sha1', merchantKey).update(query).digest('hex') };
}
