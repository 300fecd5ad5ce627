import type { z } from '@/lib/zod';
import type {
  cashoutQuoteRequestSchema,
  placeTicketRequestSchema,
  slipCheckRequestSchema,
  sportEventsQuerySchema,
} from '@/lib/schemas/sports';
import { schemaLoader, type ApiClient } from './client';

const sportsSchemas = schemaLoader(() => import('@/lib/schemas/sports'));

/**
 * The sportsbook's calls (`/sports/…`). The line's changes arrive on the stream (topics
 * `sports:live` and `sports:event:<id>`); these read the line, check and place the slip, and read
 * and sell the player's tickets. Event ids (`sim:match:12`) are URL-encoded in paths.
 */
export const SPORTS_PATHS = {
  tree: 'sports/tree',
  events: 'sports/events',
  slip: 'sports/slip',
  tickets: 'sports/tickets',
} as const;

export type SportEventsParams = z.input<typeof sportEventsQuerySchema>;
export type TicketsParams = {
  status?: 'open' | 'settled' | 'cashed_out' | 'all';
  before?: string;
  limit?: number;
};
export type SlipCheckInput = z.input<typeof slipCheckRequestSchema>;
export type PlaceTicketBody = z.input<typeof placeTicketRequestSchema>;

/** `GET /sports/tree`: sports, categories and tournaments with live and pre-match counts. */
export function sportsTree(api: ApiClient) {
  return api.get(SPORTS_PATHS.tree, sportsSchemas('sportsTreeAnswerSchema'));
}

/** `GET /sports/events`: open events of a sport or tournament, live or pre-match. */
export function sportEvents(api: ApiClient, params: SportEventsParams = {}) {
  return api.get(SPORTS_PATHS.events, sportsSchemas('sportEventsAnswerSchema'), {
    searchParams: params,
  });
}

/** `GET /sports/events/{id}`: the event with every open market. */
export function sportEvent(api: ApiClient, id: string) {
  return api.get(
    `${SPORTS_PATHS.events}/${encodeURIComponent(id)}`,
    sportsSchemas('sportEventDetailAnswerSchema'),
  );
}

/** `POST /sports/slip`: the slip checked without placing (current odds, limits, max stake). */
export function checkSlip(api: ApiClient, body: SlipCheckInput) {
  return api.post(SPORTS_PATHS.slip, sportsSchemas('slipCheckAnswerSchema'), body);
}

/** `POST /sports/tickets`: one bet; `body.key` is fresh per submit and makes a retry safe. */
export function placeTicket(api: ApiClient, body: PlaceTicketBody) {
  return api.post(SPORTS_PATHS.tickets, sportsSchemas('placeTicketAnswerSchema'), body);
}

/** `GET /sports/tickets?status=`: the player's tickets, newest first, a page per cursor. */
export function myTickets(api: ApiClient, params: TicketsParams = {}) {
  return api.get(SPORTS_PATHS.tickets, sportsSchemas('ticketsAnswerSchema'), {
    searchParams: params,
  });
}

/** `GET /sports/tickets/{id}`: one ticket (a pending live ticket is polled through this). */
export function myTicket(api: ApiClient, id: string) {
  return api.get(
    `${SPORTS_PATHS.tickets}/${encodeURIComponent(id)}`,
    sportsSchemas('ticketSchema'),
  );
}

/** `POST /sports/tickets/{id}/cashout-quote`: an offer for all or `percent` of the open stake. */
export function cashoutQuote(
  api: ApiClient,
  id: string,
  body: z.input<typeof cashoutQuoteRequestSchema> = {},
) {
  return api.post(
    `${SPORTS_PATHS.tickets}/${encodeURIComponent(id)}/cashout-quote`,
    sportsSchemas('cashoutQuoteAnswerSchema'),
    body,
  );
}

/** `POST /sports/tickets/{id}/cashout`: accepts a quote; paid only if the offer still holds. */
export function cashout(api: ApiClient, id: string, quoteId: string) {
  return api.post(
    `${SPORTS_PATHS.tickets}/${encodeURIComponent(id)}/cashout`,
    sportsSchemas('cashoutAnswerSchema'),
    { quote_id: quoteId },
  );
}
