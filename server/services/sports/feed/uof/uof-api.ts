import type { Fixture, ProducerId } from '@/lib/sports/feed-messages';
import { fixtureFromDocuments } from './fixture-xml';

/** UOF's product names in its REST paths, per producer. */
export const PRODUCT_NAMES: Record<ProducerId, string> = { 1: 'liveodds', 3: 'pre' };

/** The site's languages a fixture can be fetched in. */
export type UofLanguage = 'en' | 'ru' | 'kz';

export type UofApiOptions = {
  /** `https://api.betradar.com` (production), `https://stgapi.betradar.com`, or the local stand-in. */
  baseUrl: string;
  /** The bookmaker's access token, sent as `x-access-token`. */
  token: string;
  /** Sent with recoveries so that their messages come back to this node only. */
  nodeId?: number;
  /**
   * The languages fixtures are fetched in (`en` always). Betradar has no Kazakh: without `kz`
   * the Kazakh names fall back to the Russian ones. The local stand-in serves all three.
   */
  languages?: readonly UofLanguage[];
  fetch: typeof fetch;
};

/** A REST call that failed: the status and the first part of the body, for the log. */
export class UofApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UofApiError';
  }
}

/**
 * Sportradar's REST API as the feed needs it: recovery requests (`initiate_request`, answered
 * 202; the replay then arrives on the feed with the request id, closed by `snapshot_complete`)
 * and a match's fixture, which `fixture_change` only announces.
 */
export function createUofApi(options: UofApiOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit = {}) {
    const response = await options.fetch(`${base}${path}`, {
      ...init,
      headers: { 'x-access-token': options.token, ...init.headers },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const body = (await response.text()).slice(0, 200);
      throw new UofApiError(
        response.status,
        `${init.method ?? 'GET'} ${path}: ${response.status} ${body}`,
      );
    }
    return response.text();
  }

  return {
    /** Asks the producer to replay what changed after `after` (feed ms), tagged `requestId`. */
    async initiateRecovery(producer: ProducerId, after: number, requestId: string) {
      const query = new URLSearchParams({ request_id: requestId });
      if (after > 0) query.set('after', String(after));
      if (options.nodeId !== undefined) query.set('node_id', String(options.nodeId));
      await call(`/v1/${PRODUCT_NAMES[producer]}/recovery/initiate_request?${query}`, {
        method: 'POST',
      });
    },

    /** The match's fixture in every language of the site. */
    async fixture(eventId: string): Promise<Fixture> {
      const id = encodeURIComponent(eventId);
      const languages = [...new Set<UofLanguage>(['en', ...(options.languages ?? ['ru'])])];
      const documents = await Promise.all(
        languages.map((lang) => call(`/v1/sports/${lang}/sport_events/${id}/fixture.xml`)),
      );
      const byLanguage = Object.fromEntries(languages.map((lang, i) => [lang, documents[i]!]));
      return fixtureFromDocuments(byLanguage as { en: string; ru?: string; kz?: string });
    },
  };
}

export type UofApi = ReturnType<typeof createUofApi>;
