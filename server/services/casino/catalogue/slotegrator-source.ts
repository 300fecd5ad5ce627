import { z } from 'zod';
import type { CasinoGameKind } from '@/server/db/schema';
import { rtpText, sameName, slugify, tagList, volatilityOf } from './normalize';
import { readJson } from './read-json';
import type { CatalogueGameRecord, CatalogueSource } from './source';

/**
 * Slotegrator GIS's game list (`GET /games?expand=tags,parameters,images`, research B2.1): pages
 * of `{items, _meta: {currentPage, pageCount}}`; a game has `uuid`, `name`, `image`, `type`,
 * `provider`, `technology`, `has_lobby`, `is_mobile`, `has_freespins`, `has_tables` (0/1),
 * `tags[{code, label}]`, `parameters{rtp, volatility, reels_count, lines_count}` and
 * `images[{url}]`. GIS allows one request a second and forbids hot-linking its images.
 */
const flag = z.union([z.number(), z.boolean(), z.string()]).transform((value) => {
  if (typeof value === 'boolean') return value;
  return Number(value) === 1;
});

const gisGameSchema = z.object({
  uuid: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  provider: z.string().trim().min(1).max(200),
  type: z.string().nullish(),
  image: z.string().nullish(),
  technology: z.string().nullish(),
  has_lobby: flag.nullish(),
  is_mobile: flag.nullish(),
  has_freespins: flag.nullish(),
  has_tables: flag.nullish(),
  /** Not in every GIS version; without it the game is taken to open in demo (`/games/init-demo`). */
  has_demo: flag.nullish(),
  tags: z.array(z.object({ code: z.string(), label: z.string().nullish() })).nullish(),
  parameters: z
    .object({
      rtp: z.union([z.number(), z.string()]).nullish(),
      volatility: z.union([z.string(), z.number()]).nullish(),
      lines_count: z.union([z.number(), z.string()]).nullish(),
      reels_count: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
  images: z.array(z.object({ url: z.string().nullish() })).nullish(),
});

const gisPageSchema = z.object({
  items: z.array(z.unknown()),
  _meta: z
    .object({ currentPage: z.coerce.number().int(), pageCount: z.coerce.number().int() })
    .optional(),
});

export type GisGame = z.input<typeof gisGameSchema>;

function kindOf(type: string, hasTables: boolean): CasinoGameKind {
  if (hasTables || /live/i.test(type)) return 'live';
  if (/table|roulette|blackjack|baccarat|poker|card/i.test(type)) return 'table';
  return 'slot';
}

/** One page's items as catalogue records; `skipped` counts the games it could not read. */
export function mapSlotegratorGames(items: readonly unknown[]) {
  const games: CatalogueGameRecord[] = [];
  let skipped = 0;
  for (const item of items) {
    const parsed = gisGameSchema.safeParse(item);
    if (!parsed.success || !slugify(parsed.data.provider)) {
      skipped += 1;
      continue;
    }
    const game = parsed.data;
    const kind = kindOf(game.type ?? '', game.has_tables ?? false);
    const lines = Number(game.parameters?.lines_count ?? 0);
    const image = game.image || game.images?.find((entry) => entry.url)?.url;
    const volatility = game.parameters?.volatility;
    games.push({
      externalCode: game.uuid,
      preferredSlug: null,
      provider: { slug: slugify(game.provider), name: game.provider },
      kind,
      name: sameName(game.name),
      tags: tagList([
        ...(kind === 'live' ? ['live'] : []),
        ...(game.tags ?? []).map((tag) => tag.code),
      ]),
      rtp: rtpText(game.parameters?.rtp),
      volatility: volatilityOf(volatility),
      volatilityRaw: volatility == null ? null : String(volatility),
      paylines: Number.isInteger(lines) && lines > 0 ? lines : null,
      maxWinX: null,
      hasDemo: game.has_demo ?? true,
      hasFreeSpins: game.has_freespins ?? false,
      hasLobby: game.has_lobby ?? false,
      platforms: game.is_mobile ? ['desktop', 'mobile'] : ['desktop'],
      blockedCountries: [],
      currencies: [],
      releaseDate: null,
      available: true,
      image: image && /^https:\/\//i.test(image) ? { kind: 'url', url: image } : null,
      liveTables: [],
    });
  }
  return { games, skipped };
}

export type SlotegratorSourceOptions = {
  /** GIS's API root, e.g. `https://staging.slotegrator.com/api/index.php/v1`. */
  apiUrl: string;
  /**
   * The signed headers of a request with these parameters: `X-Merchant-Id`, `X-Timestamp`,
   * `X-Nonce` and `X-Sign` (HMAC-SHA1 of the sorted parameters and those headers).
   */
  sign: (params: Record<string, string>) => Record<string, string>;
  fetch: typeof fetch;
  /** Waits between pages: GIS allows one request a second. */
  wait: (ms: number) => Promise<void>;
  perPage?: number;
};

/** Pages past this are a loop in the aggregator's paging, not a catalogue. */
const MAX_PAGES = 200;
const REQUEST_INTERVAL_MS = 1_000;

/** GIS's list, page by page, one request a second. */
export function slotegratorSource(options: SlotegratorSourceOptions): CatalogueSource {
  const root = options.apiUrl.replace(/\/+$/, '');
  return {
    aggregator: 'slotegrator',
    async listGames() {
      const games: CatalogueGameRecord[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        if (page > 1) await options.wait(REQUEST_INTERVAL_MS);
        const params = {
          expand: 'tags,parameters,images',
          page: String(page),
          'per-page': String(options.perPage ?? 100),
        };
        const response = await options.fetch(`${root}/games?${new URLSearchParams(params)}`, {
          headers: { accept: 'application/json', ...options.sign(params) },
          signal: AbortSignal.timeout(60_000),
        });
        const answer = gisPageSchema.parse(await readJson(response, 'GIS game list'));
        games.push(...mapSlotegratorGames(answer.items).games);
        const meta = answer._meta;
        if (!meta || meta.currentPage >= meta.pageCount || answer.items.length === 0) break;
      }
      return games;
    },
  };
}
