import type { CasinoAggregator } from '@/lib/constants/casino';
import type { AppContext } from '@/server/app-context';
import { gisSignedHeaders } from '../protocols/gis/signature';
import { signHub88 } from '../protocols/hub88/signature';
import { hub88Source } from './hub88-source';
import { sandboxSource } from './sandbox-source';
import { slotegratorSource } from './slotegrator-source';
import type { CatalogueSource } from './source';

type SourceContext = Pick<AppContext, 'config' | 'clock' | 'fetch'>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The catalogue sources this deployment has (`config.casino`, README "Connecting a real Hub88 or
 * Slotegrator account"): the sandbox while its provider is on, Hub88 and GIS once configured.
 * They sign as the wallet protocols do (the `signature.ts` of each protocol).
 */
export function catalogueSources(ctx: SourceContext): CatalogueSource[] {
  const { casino } = ctx.config;
  const sources: CatalogueSource[] = [];
  if (casino.sandboxRgs) sources.push(sandboxSource(ctx.clock));
  if (casino.hub88) {
    const { apiUrl, operatorId, privateKey } = casino.hub88;
    sources.push(
      hub88Source({
        apiUrl,
        operatorId,
        sign: (body) => signHub88(body, privateKey),
        fetch: ctx.fetch,
      }),
    );
  }
  if (casino.slotegrator) {
    const { apiUrl, merchantId, merchantKey } = casino.slotegrator;
    sources.push(
      slotegratorSource({
        apiUrl,
        sign: (params) =>
          gisSignedHeaders({ merchantId, merchantKey }, params, ctx.clock.now().getTime()),
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
): CatalogueSource | null {
  return catalogueSources(ctx).find((source) => source.aggregator === aggregator) ?? null;
}
