import {
  cashoutAnswerSchema,
  cashoutQuoteAnswerSchema,
  cashoutQuoteRequestSchema,
  cashoutRequestSchema,
  placeTicketAnswerSchema,
  placeTicketRequestSchema,
  slipCheckAnswerSchema,
  slipCheckRequestSchema,
  ticketSchema,
  ticketsAnswerSchema,
  ticketsQuerySchema,
} from '@/lib/schemas/sports';
import { acceptCashout } from '@/server/services/sports/betting/cashout';
import { quoteCashout } from '@/server/services/sports/betting/cashout-quote';
import { checkSlip } from '@/server/services/sports/betting/check-slip';
import { getTicket } from '@/server/services/sports/betting/get-ticket';
import { listTickets } from '@/server/services/sports/betting/list-tickets';
import { placeTicket } from '@/server/services/sports/betting/place-ticket';
import { pathParam, router } from '../env';
import { operation } from '../operation';

const tags = ['sports'] as const;

/**
 * The player's betting, mounted at `/sports`: the slip's check, placing a ticket, the player's
 * tickets and cash-out (quote, then accept).
 */
export const sportsTickets = router()
  // POST /sports/slip — the slip checked against the line now, without placing it
  .post(
    '/slip',
    operation(
      {
        summary: 'Check a bet slip against the line now: odds, statuses, limits, max stake',
        tags,
        auth: 'bearer',
        body: slipCheckRequestSchema,
        answer: slipCheckAnswerSchema,
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        return checkSlip(c.var.ctx, c.var.auth.user, body);
      },
    ),
  )
  // POST /sports/tickets — place a ticket (idempotent by the body's key)
  .post(
    '/tickets',
    operation(
      {
        summary:
          'Place a ticket: a single, an express or a system; live tickets wait the live delay',
        tags,
        auth: 'bearer',
        account: 'bet',
        body: placeTicketRequestSchema,
        answer: placeTicketAnswerSchema,
        status: 201,
        errors: [429],
      },
      (c, { body }) => placeTicket(c.var.ctx, c.var.auth.user, body),
    ),
  )
  // GET /sports/tickets — the player's tickets, newest first
  .get(
    '/tickets',
    operation(
      {
        summary: 'The player\u2019s tickets, newest first, a page at a time',
        tags,
        auth: 'bearer',
        query: ticketsQuerySchema,
        answer: ticketsAnswerSchema,
      },
      async (c, { query }) => {
        c.header('Cache-Control', 'no-store');
        return listTickets(c.var.ctx, c.var.auth.user, query);
      },
    ),
  )
  // GET /sports/tickets/{id} — one of the player's tickets
  .get(
    '/tickets/:id',
    operation(
      {
        summary: 'One of the player\u2019s tickets with its legs and their settlement',
        tags,
        auth: 'bearer',
        answer: ticketSchema,
        errors: [404],
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return getTicket(c.var.ctx, c.var.auth.user, pathParam(c, 'id'));
      },
    ),
  )
  // POST /sports/tickets/{id}/cashout-quote — what the house offers now for all or part of it
  .post(
    '/tickets/:id/cashout-quote',
    operation(
      {
        summary: 'A cash-out offer for all or part of an open ticket, valid a few seconds',
        tags,
        auth: 'bearer',
        body: cashoutQuoteRequestSchema,
        answer: cashoutQuoteAnswerSchema,
        errors: [404, 409, 429],
      },
      (c, { body }) => quoteCashout(c.var.ctx, c.var.auth.user, pathParam(c, 'id'), body.percent),
    ),
  )
  // POST /sports/tickets/{id}/cashout — accept a quote; paid only if the offer still holds
  .post(
    '/tickets/:id/cashout',
    operation(
      {
        summary: 'Accept a cash-out quote: paid only if the offer still holds',
        tags,
        auth: 'bearer',
        body: cashoutRequestSchema,
        answer: cashoutAnswerSchema,
        errors: [404, 409, 429],
      },
      (c, { body }) => acceptCashout(c.var.ctx, c.var.auth.user, pathParam(c, 'id'), body.quote_id),
    ),
  );
