import { z } from 'zod';
import type { CasinoGameKind } from '@/server/db/schema';
import {
  countryCodes,
  isoDate,
  rtpText,
  sameName,
  slugify,
  tagList,
  volatilityOf,
} from './normalize';
import { readJson } from './read-json';
import type { CatalogueGameRecord, CatalogueSource } from './source';

/**
 * Hub88's game list (`POST /operator/generic/v2/game/list`, research B2.1): an array of games
 * with `game_code`, `name`, `product` (the studio), `category`, `rtp` (text), `volatility` (a
 * number), `paylines`, `url_thumb`/`url_background`, `platforms` (GPL_DESKTOP, GPL_MOBILE),
 * `freebet_support`, `enabled`, `blocked_countries`, `release_date`, `features`… Each game is
 * read on its own: one the mapper cannot read is skipped and counted, never the whole list.
 */
const hub88GameSchema = z.object({
  game_code: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  product: z.string().trim().min(1).max(200),
  category: z.string().nullish(),
  rtp: z.union([z.string(), z.number()]).nullish(),
  volatility: z.union([z.number(), z.string()]).nullish(),
  paylines: z.number().int().nullish(),
  url_thumb: z.string().nullish(),
  url_background: z.string().nullish(),
  platforms: z.array(z.string()).nullish(),
  freebet_support: z.boolean().nullish(),
  enabled: z.boolean().nullish(),
  blocked_countries: z.array(z.string()).nullish(),
  release_date: z.string().nullish(),
  features: z.array(z.string()).nullish(),
});

export type Hub88Game = z.input<typeof hub88GameSchema>;

const PLATFORMS: Record<string, string> = { GPL_DESKTOP: 'desktop', GPL_MOBILE: 'mobile' };

/** The catalogue's kind from Hub88's category ("Video Slots", "Live Roulette", "Blackjack"). */
function kindOf(category: string): CasinoGameKind {
  if (/live/i.test(category)) return 'live';
  if (/table|blackjack|roulette|baccarat|poker|craps|sic ?bo/i.test(category)) return 'table';
  return 'slot';
}

/** Hub88's answer as catalogue records; `skipped` counts the games it could not read. */
export function mapHub88Games(answer: unknown): { games: CatalogueGameRecord[]; skipped: number } {
  if (!Array.isArray(answer)) throw new Error('Hub88 game list: the answer is not an array');
  const games: CatalogueGameRecord[] = [];
  let skipped = 0;
  for (const item of answer) {
    const parsed = hub88GameSchema.safeParse(item);
    if (!parsed.success || !slugify(parsed.data.product)) {
      skipped += 1;
      continue;
    }
    const game = parsed.data;
    const category = game.category ?? '';
    const kind = kindOf(category);
    const paylines = game.paylines && game.paylines > 0 ? game.paylines : null;
    const image = game.url_thumb || game.url_background;
    games.push({
      externalCode: game.game_code,
      preferredSlug: null,
      provider: { slug: slugify(game.product), name: game.product },
      kind,
      name: sameName(game.name),
      tags: tagList([...(kind === 'live' ? ['live'] : []), ...(game.features ?? [])]),
      rtp: rtpText(game.rtp),
      volatility: volatilityOf(game.volatility),
      volatilityRaw: game.volatility == null ? null : String(game.volatility),
      paylines,
      maxWinX: null,
      // Hub88 opens every game in DEMO mode (currency XXX, no user).
      hasDemo: true,
      hasFreeSpins: game.freebet_support ?? false,
      hasLobby: kind === 'live',
      platforms: [
        ...new Set((game.platforms ?? []).map((platform) => PLATFORMS[platform]).filter(Boolean)),
      ] as string[],
      blockedCountries: countryCodes(game.blocked_countries),
      currencies: [],
      releaseDate: isoDate(game.release_date),
      available: game.enabled ?? true,
      image: image && /^https:\/\//i.test(image) ? { kind: 'url', url: image } : null,
      liveTables: [],
    });
  }
  return { games, skipped };
}

export type Hub88SourceOptions = {
  /** Hub88's API root, e.g. `https://api.hub88.io`. */
  apiUrl: string;
  operatorId: number;
  /** RSA-SHA256 of the raw body with the operator's private key, base64 (`X-Hub88-Signature`). */
  sign: (body: string) => string;
  fetch: typeof fetch;
};

/** Hub88's list through its signed operator call. */
export function hub88Source(options: Hub88SourceOptions): CatalogueSource {
  return {
    aggregator: 'hub88',
    async listGames() {
      const body = JSON.stringify({ operator_id: options.operatorId });
      const url = `${options.apiUrl.replace(/\/+$/, '')}/operator/generic/v2/game/list`;
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': options.sign(body) },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      return mapHub88Games(await readJson(response, 'Hub88 game list')).games;
    },
  };
}
