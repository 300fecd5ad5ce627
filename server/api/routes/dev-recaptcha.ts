import {
  sandboxCaptchaTokenAnswerSchema,
  sandboxCaptchaTokenRequestSchema,
  siteverifyAnswerSchema,
  siteverifyRequestSchema,
} from '@/lib/schemas/captcha';
import { AppError } from '@/server/lib/app-error';
import { issueSandboxToken, verifySandboxToken } from '@/server/services/captcha/sandbox-tokens';
import { router, type ApiContext } from '../env';
import { operation } from '../operation';

/** The score a page's token gets unless it asks to play a robot: a clear human. */
const HUMAN_SCORE = 0.9;

/**
 * The script a page loads instead of Google's: `grecaptcha.ready` and `grecaptcha.execute`, the
 * latter asking `/token` beside the script. `localStorage['sandbox-captcha-score']` makes the
 * browser a robot of that score, to try a form's refusal by hand.
 */
const SANDBOX_SCRIPT = `(function () {
  var script = document.currentScript;
  var base = script ? script.src.replace(/\\/api\\.js(\\?.*)?$/, '') : '';
  function score() {
    try {
      var value = window.localStorage.getItem('sandbox-captcha-score');
      return value === null ? undefined : Number(value);
    } catch (error) {
      return undefined;
    }
  }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (sitekey, options) {
      return fetch(base + '/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey: sitekey, action: options && options.action, score: score() }),
      }).then(function (response) {
        if (!response.ok) throw new Error('sandbox captcha answered ' + response.status);
        return response.json();
      }).then(function (answer) { return answer.token; });
    },
  };
})();
`;

/** The sandbox's settings, or 404 while another captcha (or none) is configured. */
function sandbox(c: ApiContext) {
  const { captcha } = c.var.ctx.config;
  if (captcha?.kind !== 'sandbox') throw AppError.of('not_found', 404);
  return captcha;
}

/** Where the page that asks is: its Origin, else its Referer, else the host it called. */
function pageHostname(c: ApiContext): string {
  for (const header of ['origin', 'referer']) {
    const value = c.req.header(header);
    if (!value) continue;
    try {
      return new URL(value).hostname;
    } catch {
      // Not a URL: the next one.
    }
  }
  return new URL(c.req.url).hostname;
}

/**
 * /api/dev/recaptcha — reCAPTCHA v3 as a local stand-in (CAPTCHA=sandbox, the default with
 * development tools): the browser's script and tokens, and `siteverify` for the server, so the
 * captcha's adapter is exercised over HTTP without Google (README, "Captcha").
 */
export const devRecaptcha = router()
  // GET /api/dev/recaptcha/api.js — the stand-in of Google's script
  .get(
    '/api.js',
    operation(
      {
        summary: 'The stand-in of reCAPTCHA\u2019s script (development only)',
        tags: ['auth', 'development'],
        development: true,
        answer: 'text',
        errors: [404],
      },
      (c) => {
        sandbox(c);
        return c.body(SANDBOX_SCRIPT, 200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-cache',
        });
      },
    ),
  )
  // POST /api/dev/recaptcha/token — a token for the page's action, as Google's script gets one
  .post(
    '/token',
    operation(
      {
        summary: 'A token for an action on the asking page (development only)',
        tags: ['auth', 'development'],
        development: true,
        body: sandboxCaptchaTokenRequestSchema,
        answer: sandboxCaptchaTokenAnswerSchema,
        errors: [404],
      },
      (c, { body }) => {
        const captcha = sandbox(c);
        if (body.sitekey !== captcha.siteKey) throw AppError.field('sitekey', 'invalid_value');
        const token = issueSandboxToken(captcha.secretKey, {
          action: body.action,
          hostname: pageHostname(c),
          score: body.score ?? HUMAN_SCORE,
          now: c.var.ctx.clock.now(),
        });
        return { token };
      },
    ),
  )
  // POST /api/dev/recaptcha/siteverify — Google's verification, for the sandbox's tokens
  .post(
    '/siteverify',
    operation(
      {
        summary: 'reCAPTCHA\u2019s siteverify for the sandbox\u2019s tokens (development only)',
        description:
          'Answers as Google does: 200 with `success` and, for a good token, its host name, score and action; `error-codes` otherwise (`invalid-input-secret`, `invalid-input-response`, `timeout-or-duplicate`).',
        tags: ['auth', 'development'],
        development: true,
        body: siteverifyRequestSchema,
        bodyType: 'form',
        answer: siteverifyAnswerSchema,
        errors: [404],
      },
      async (c, { body }) => {
        const captcha = sandbox(c);
        if (!body.secret) return { success: false, 'error-codes': ['missing-input-secret'] };
        if (body.secret !== captcha.secretKey) {
          return { success: false, 'error-codes': ['invalid-input-secret'] };
        }
        if (!body.response) return { success: false, 'error-codes': ['missing-input-response'] };
        return verifySandboxToken(captcha.secretKey, body.response, c.var.ctx.clock.now());
      },
    ),
  );
