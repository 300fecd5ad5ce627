import {
  emailCodeSchema,
  emailOnlySchema,
  emailPasswordLoginSchema,
  phoneCodeSchema,
  phoneDeliverySchema,
  phoneOnlySchema,
  phonePasswordLoginSchema,
} from '@/lib/schemas/auth';
import { loginWithCode } from '@/server/services/auth/login-with-code';
import { loginWithPassword } from '@/server/services/auth/login-with-password';
import { sendLoginCode } from '@/server/services/auth/send-login-code';
import { requestMeta, router, type ApiContext } from '../env';
import { readBody, readQuery } from '../validate';

/** The login answer of spec §7: the token and the single sign-on link, if one is configured. */
const loggedIn = (c: ApiContext, token: string) =>
  c.json({ success: true, token, sso: c.var.ctx.config.ssoUrl });

export const login = router()
  // POST /api/v2/auth/login/email/password — log in with e-mail and password
  .post('/email/password', async (c) => {
    const { email, password } = await readBody(c, emailPasswordLoginSchema);
    const token = await loginWithPassword(
      c.var.ctx,
      { channel: 'email', contact: email, password },
      requestMeta(c),
    );
    return loggedIn(c, token);
  })
  // POST /api/v2/auth/login/phone/password — log in with phone and password
  .post('/phone/password', async (c) => {
    readQuery(c, phoneDeliverySchema);
    const { phone, password } = await readBody(c, phonePasswordLoginSchema);
    const token = await loginWithPassword(
      c.var.ctx,
      { channel: 'phone', contact: phone, password },
      requestMeta(c),
    );
    return loggedIn(c, token);
  })
  // POST /api/v2/auth/login/email/verification — e-mail a login code
  .post('/email/verification', async (c) => {
    const { email } = await readBody(c, emailOnlySchema);
    await sendLoginCode(c.var.ctx, { channel: 'email', contact: email }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/login/email/resend — e-mail a new login code
  .post('/email/resend', async (c) => {
    const { email } = await readBody(c, emailOnlySchema);
    await sendLoginCode(c.var.ctx, { channel: 'email', contact: email }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/login/email/code — log in with an e-mailed code
  .post('/email/code', async (c) => {
    const { email, code } = await readBody(c, emailCodeSchema);
    const token = await loginWithCode(
      c.var.ctx,
      { channel: 'email', contact: email, code },
      requestMeta(c),
    );
    return loggedIn(c, token);
  })
  // POST /api/v2/auth/login/phone/verification — text a login code
  .post('/phone/verification', async (c) => {
    readQuery(c, phoneDeliverySchema);
    const { phone } = await readBody(c, phoneOnlySchema);
    await sendLoginCode(c.var.ctx, { channel: 'phone', contact: phone }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/login/phone/code/resend?type=sms — text a new login code
  .post('/phone/code/resend', async (c) => {
    readQuery(c, phoneDeliverySchema);
    const { phone } = await readBody(c, phoneOnlySchema);
    await sendLoginCode(c.var.ctx, { channel: 'phone', contact: phone }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/login/phone/code?type=sms — log in with a texted code
  .post('/phone/code', async (c) => {
    readQuery(c, phoneDeliverySchema);
    const { phone, code } = await readBody(c, phoneCodeSchema);
    const token = await loginWithCode(
      c.var.ctx,
      { channel: 'phone', contact: phone, code },
      requestMeta(c),
    );
    return loggedIn(c, token);
  });
