import { codeOnlyRequestSchema } from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import type { Channel } from '@/server/db/schema';
import { sendVerification } from '@/server/services/contacts/send-verification';
import { verifyContact } from '@/server/services/contacts/verify-contact';
import { requestMeta, router } from '../env';
import { operation } from '../operation';

/** Sends the signed-in player a code that confirms the contact on `channel`. */
const resend = (channel: Channel, summary: string) =>
  operation(
    {
      summary,
      description:
        'A contact the account lacks or has already confirmed answers 422 (`nothing_to_verify`, `already_verified`).',
      tags: ['contacts'],
      auth: 'bearer',
      answer: successAnswerSchema,
      errors: [422, 429],
    },
    async (c) => {
      await sendVerification(c.var.ctx, c.var.auth.user, channel, requestMeta(c));
      return { success: true };
    },
  );

/** Confirms the signed-in player's contact on `channel` with the code sent to it. */
const verify = (channel: Channel, summary: string) =>
  operation(
    {
      summary,
      tags: ['contacts'],
      auth: 'bearer',
      body: codeOnlyRequestSchema,
      answer: successAnswerSchema,
      errors: [429],
    },
    async (c, { body }) => {
      await verifyContact(c.var.ctx, c.var.auth.user, channel, body.code, requestMeta(c));
      return { success: true };
    },
  );

// Mounted at /api/v2/auth beside login and register, so each route authenticates on its own.
export const contacts = router()
  // POST /api/v2/auth/phone/resend — text the signed-in player a code to confirm the phone
  .post('/phone/resend', resend('phone', 'Text the signed-in player a code to confirm the phone'))
  // POST /api/v2/auth/email/resend — e-mail the signed-in player a code to confirm the e-mail
  .post(
    '/email/resend',
    resend('email', 'E-mail the signed-in player a code to confirm the e-mail'),
  )
  // POST /api/v2/auth/phone/verify/code — confirm the phone with the texted code
  .post('/phone/verify/code', verify('phone', 'Confirm the phone with the texted code'))
  // POST /api/v2/auth/email/verify/code — confirm the e-mail with the e-mailed code
  .post('/email/verify/code', verify('email', 'Confirm the e-mail with the e-mailed code'));
