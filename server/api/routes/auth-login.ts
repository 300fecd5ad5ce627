import {
  emailCodeRequestSchema,
  emailOnlyRequestSchema,
  emailPasswordLoginRequestSchema,
  loginAnswerSchema,
  phoneCodeRequestSchema,
  phoneDeliveryQuerySchema,
  phoneOnlyRequestSchema,
  phonePasswordLoginRequestSchema,
} from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import { loginWithCode } from '@/server/services/auth/login-with-code';
import { loginWithPassword } from '@/server/services/auth/login-with-password';
import { sendLoginCode } from '@/server/services/auth/send-login-code';
import { requestMeta, router, type ApiContext } from '../env';
import { operation } from '../operation';

/** The login answer of spec §7: the token and the single sign-on link, if one is configured. */
const loggedIn = (c: ApiContext, token: string) => ({
  success: true,
  token,
  sso: c.var.ctx.config.ssoUrl,
});

/** E-mails a login code; the answer is the same whether or not the e-mail has an account. */
const emailLoginCode = (summary: string) =>
  operation(
    {
      summary,
      tags: ['auth'],
      captcha: 'login',
      body: emailOnlyRequestSchema,
      answer: successAnswerSchema,
      errors: [429],
    },
    async (c, { body }) => {
      await sendLoginCode(c.var.ctx, { channel: 'email', contact: body.email }, requestMeta(c));
      return { success: true };
    },
  );

/** Texts a login code; the answer is the same whether or not the phone has an account. */
const phoneLoginCode = (summary: string) =>
  operation(
    {
      summary,
      tags: ['auth'],
      captcha: 'login',
      query: phoneDeliveryQuerySchema,
      body: phoneOnlyRequestSchema,
      answer: successAnswerSchema,
      errors: [429],
    },
    async (c, { body }) => {
      await sendLoginCode(c.var.ctx, { channel: 'phone', contact: body.phone }, requestMeta(c));
      return { success: true };
    },
  );

export const login = router()
  // POST /api/v2/auth/login/email/password — log in with e-mail and password
  .post(
    '/email/password',
    operation(
      {
        summary: 'Log in with e-mail and password',
        tags: ['auth'],
        captcha: 'login',
        body: emailPasswordLoginRequestSchema,
        answer: loginAnswerSchema,
        errors: [403, 429],
      },
      async (c, { body }) => {
        const token = await loginWithPassword(
          c.var.ctx,
          { channel: 'email', contact: body.email, password: body.password },
          requestMeta(c),
        );
        return loggedIn(c, token);
      },
    ),
  )
  // POST /api/v2/auth/login/phone/password?type=sms — log in with phone and password
  .post(
    '/phone/password',
    operation(
      {
        summary: 'Log in with phone and password',
        tags: ['auth'],
        query: phoneDeliveryQuerySchema,
        captcha: 'login',
        body: phonePasswordLoginRequestSchema,
        answer: loginAnswerSchema,
        errors: [403, 429],
      },
      async (c, { body }) => {
        const token = await loginWithPassword(
          c.var.ctx,
          { channel: 'phone', contact: body.phone, password: body.password },
          requestMeta(c),
        );
        return loggedIn(c, token);
      },
    ),
  )
  // POST /api/v2/auth/login/email/verification — e-mail a login code
  .post('/email/verification', emailLoginCode('E-mail a login code'))
  // POST /api/v2/auth/login/email/resend — e-mail a new login code
  .post('/email/resend', emailLoginCode('E-mail a new login code'))
  // POST /api/v2/auth/login/email/code — log in with an e-mailed code
  .post(
    '/email/code',
    operation(
      {
        summary: 'Log in with an e-mailed code',
        tags: ['auth'],
        body: emailCodeRequestSchema,
        answer: loginAnswerSchema,
        errors: [403, 429],
      },
      async (c, { body }) => {
        const token = await loginWithCode(
          c.var.ctx,
          { channel: 'email', contact: body.email, code: body.code },
          requestMeta(c),
        );
        return loggedIn(c, token);
      },
    ),
  )
  // POST /api/v2/auth/login/phone/verification?type=sms — text a login code
  .post('/phone/verification', phoneLoginCode('Text a login code'))
  // POST /api/v2/auth/login/phone/code/resend?type=sms — text a new login code
  .post('/phone/code/resend', phoneLoginCode('Text a new login code'))
  // POST /api/v2/auth/login/phone/code?type=sms — log in with a texted code
  .post(
    '/phone/code',
    operation(
      {
        summary: 'Log in with a texted code',
        tags: ['auth'],
        query: phoneDeliveryQuerySchema,
        body: phoneCodeRequestSchema,
        answer: loginAnswerSchema,
        errors: [403, 429],
      },
      async (c, { body }) => {
        const token = await loginWithCode(
          c.var.ctx,
          { channel: 'phone', contact: body.phone, code: body.code },
          requestMeta(c),
        );
        return loggedIn(c, token);
      },
    ),
  );
