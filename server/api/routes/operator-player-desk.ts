import {
  playerActivityAnswerSchema,
  playerActivityQuerySchema,
  playerOverviewAnswerSchema,
  playerSearchAnswerSchema,
  playerSearchQuerySchema,
  resendCodeRequestSchema,
  staffNoteAnswerSchema,
  staffNoteRequestSchema,
} from '@/lib/schemas/office-players';
import { successAnswerSchema } from '@/lib/schemas/common';
import { AppError } from '@/server/lib/app-error';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { sendVerification } from '@/server/services/contacts/send-verification';
import { addNote } from '@/server/services/office-players/add-note';
import { readPlayerActivity } from '@/server/services/office-players/read-activity';
import { readPlayerOverview } from '@/server/services/office-players/read-overview';
import { searchPlayers } from '@/server/services/office-players/search-players';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { findUserById } from '@/server/services/users/find-user';
import { clientIp, idParam, requestMeta, router } from '../env';
import { operation } from '../operation';

const tags = ['operator', 'players'] as const;
/**
 * Every member's role opens players (support, payments, risk…): finding an account and reading
 * it is where each of their jobs starts. Writing a note is `players.read` too: support staff,
 * who hold only that, are the ones who talk to players and leave notes for the next colleague;
 * a note moves no money and changes nothing of the account, is audited and can never be edited.
 */
const auth = { staff: 'players.read' } as const;

/** The back office's Players section (issue 36), mounted at `/operator/players`. */
export const operatorPlayerDesk = router()
  // GET /operator/players — find players by any key, newest first, by cursor
  .get(
    '/',
    operation(
      {
        summary: 'Find players by number, e-mail, phone, name, device or payment details',
        description:
          '`q` is read as every key it can be: an account number (`123` or `#123`), an e-mail (the address, or another of the same mailbox), a phone, a name\u2019s prefix (profile or legal), a browser fingerprint or device mark, a card number or wallet address a payout went to. Each row says what matched. Newest first; `before` is the previous page\u2019s `next`.',
        tags,
        auth,
        query: playerSearchQuerySchema,
        answer: playerSearchAnswerSchema,
      },
      (c, { query }) => searchPlayers(c.var.ctx, query),
    ),
  )
  // GET /operator/players/{id} — the player's page: profile, money, limits, devices, notes
  .get(
    '/:id',
    operation(
      {
        summary:
          'A player\u2019s profile, balances, limits, bonuses, VIP standing, devices and notes',
        tags,
        auth,
        answer: playerOverviewAnswerSchema,
        errors: [404],
      },
      (c) =>
        readPlayerOverview(c.var.ctx, {
          userId: idParam(c),
          locale: localeFromAcceptLanguage(c.req.header('accept-language')),
        }),
    ),
  )
  // GET /operator/players/{id}/activity — the ledger statement or the bets of every product
  .get(
    '/:id/activity',
    operation(
      {
        summary: 'A player\u2019s ledger statement of one account, or bets of every product',
        description:
          '`kind=ledger`: every movement of the real or bonus account in one currency with the balance after it; `kind=bets`: in-house games, crash, rooms, sports tickets and casino rounds as one list. Newest first; `before` is the previous page\u2019s `next` (opaque).',
        tags,
        auth,
        query: playerActivityQuerySchema,
        answer: playerActivityAnswerSchema,
        errors: [404],
      },
      (c, { query }) => readPlayerActivity(c.var.ctx, { userId: idParam(c), query }),
    ),
  )
  // POST /operator/players/{id}/resend-code — a new confirmation code to the player's contact
  .post(
    '/:id/resend-code',
    operation(
      {
        summary: 'Send the player a new code confirming their e-mail or phone',
        description:
          'The code goes only to the contact on the account, under the same limits as the player\u2019s own resend (429 with `Retry-After`); a contact the account lacks or has confirmed answers 422 (`nothing_to_verify`, `already_verified`); an account that cannot sign in (blocked, closed) answers 409.',
        tags,
        auth,
        body: resendCodeRequestSchema,
        answer: successAnswerSchema,
        errors: [404, 409, 422, 429],
      },
      async (c, { body }) => {
        const user = await findUserById(c.var.ctx, idParam(c));
        if (!user) throw AppError.of('not_found', 404);
        // A code only serves an account that can sign in: blocked or closed ones are 409.
        assertAccountAllows(user, 'sign_in', 409, c.var.ctx.clock.now());
        await sendVerification(c.var.ctx, user, body.channel, requestMeta(c));
        return { success: true };
      },
    ),
  )
  // POST /operator/players/{id}/notes — a note for colleagues, never edited nor deleted
  .post(
    '/:id/notes',
    operation(
      {
        summary: 'Write a note on a player for colleagues',
        description:
          'Append-only: a note is never edited nor deleted; a correction is a new note. Written by a member of staff (the service key is 403).',
        tags,
        auth,
        body: staffNoteRequestSchema,
        answer: staffNoteAnswerSchema,
        status: 201,
        errors: [403, 404],
        // Its own audit row, in the note's transaction.
        audit: false,
      },
      async (c, { body }) => ({
        note: await addNote(c.var.ctx, {
          userId: idParam(c),
          body: body.body,
          actor: c.var.staff,
          requestId: c.var.requestId,
          address: clientIp(c),
        }),
      }),
    ),
  );
