import { codeOnlySchema } from '@/lib/schemas/auth';
import { sendVerification } from '@/server/services/contacts/send-verification';
import { verifyContact } from '@/server/services/contacts/verify-contact';
import { requestMeta, router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

// Mounted at /api/v2/auth beside login and register: requireAuth goes on each route, never `use`.
export const contacts = router()
  // POST /api/v2/auth/phone/resend — text the signed-in player a code to confirm the phone
  .post('/phone/resend', requireAuth, async (c) => {
    await sendVerification(c.var.ctx, c.var.auth.user, 'phone', requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/email/resend — e-mail the signed-in player a code to confirm the e-mail
  .post('/email/resend', requireAuth, async (c) => {
    await sendVerification(c.var.ctx, c.var.auth.user, 'email', requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/phone/verify/code — confirm the phone with the texted code
  .post('/phone/verify/code', requireAuth, async (c) => {
    const { code } = await readBody(c, codeOnlySchema);
    await verifyContact(c.var.ctx, c.var.auth.user, 'phone', code, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/email/verify/code — confirm the e-mail with the e-mailed code
  .post('/email/verify/code', requireAuth, async (c) => {
    const { code } = await readBody(c, codeOnlySchema);
    await verifyContact(c.var.ctx, c.var.auth.user, 'email', code, requestMeta(c));
    return c.json({ success: true });
  });
