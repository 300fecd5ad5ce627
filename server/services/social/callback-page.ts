import { randomToken } from '@/server/lib/secrets';
import type { SocialLoginOutcome } from './complete-social-login';

/** A value as a JavaScript literal that cannot end the surrounding `<script>`. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page the popup lands on: it posts the token (or the failure) to the page that opened it,
 * only to that page's origin, and closes. Nothing else runs: the CSP allows this one script.
 * The text is language-neutral for the moment the popup stays open.
 */
export function callbackPage(outcome: SocialLoginOutcome) {
  const nonce = randomToken(16);
  const message =
    'token' in outcome
      ? { type: 'social-login', token: outcome.token }
      : { type: 'social-login', error: outcome.error };
  const html = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${'token' in outcome ? '✓' : '✕'}</title>
</head>
<body>
<p>${'token' in outcome ? '✓' : '✕'}</p>
<script nonce="${nonce}">
window.opener?.postMessage(${scriptLiteral(message)}, ${scriptLiteral(outcome.origin)});
window.close();
</script>
</body>
</html>
`;
  return new Response(html, {
    status: 'token' in outcome ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
