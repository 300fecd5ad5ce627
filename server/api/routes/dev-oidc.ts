import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { z } from 'zod';
import { emailSchema } from '@/lib/schemas/auth';
import { router, type ApiContext } from '../env';
import { operation } from '../operation';
import { randomToken, safeEqual, sha256 } from '@/server/lib/secrets';
import { pkceChallenge } from '@/server/services/social/pkce';
import { DEV_CLIENT, devIssuer } from '@/server/services/social/providers';

/**
 * A minimal OpenID Connect provider for development and tests (mounted at `/api/dev/oidc`,
 * 404 outside dev tools): any e-mail signs in, and the same e-mail is the same identity.
 * Authorization-code flow with PKCE (S256) only, one client (`dev`/`dev`), RS256 ID tokens
 * from a key pair made once per process. Codes and access tokens live in memory. It plays an
 * outside party no browser code calls, so its contracts live here rather than in lib/schemas/.
 */

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 300;

// Requests

const authorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(DEV_CLIENT.id),
  redirect_uri: z.string().max(2048),
  scope: z.string().max(256).optional(),
  state: z.string().min(1).max(256),
  nonce: z.string().min(1).max(256),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});

/** The sign-in form's fields. */
const signInRequestSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(64).optional(),
  picture: z.string().trim().max(1024).optional(),
  email_verified: z.literal('true').optional(),
});

const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().max(256),
  redirect_uri: z.string().max(2048),
  client_id: z.string().max(256),
  client_secret: z.string().max(256),
  code_verifier: z.string().min(43).max(128),
});

// Answers

/** OpenID Connect Discovery 1.0 §3, as far as this provider fills it in. */
const discoveryAnswerSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  jwks_uri: z.string(),
  response_types_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
});

/** `id_token` is an RS256 JWT of the claims and the authorization request's nonce. */
const tokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  id_token: z.string(),
  scope: z.string(),
});

const signingJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
});
const jwksAnswerSchema = z.object({ keys: z.array(signingJwkSchema) });

/** What the provider knows of a player: the ID token's claims and the userinfo answer. */
/** OAuth 2.0's error body (RFC 6749 §5.2), as a real provider answers it. */
const oauthErrorSchema = z.object({ error: z.string() });

const claimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
type Claims = z.infer<typeof claimsSchema>;
type SigningJwk = z.infer<typeof signingJwkSchema>;
type Grant = {
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  claims: Claims;
  expiresAt: number;
};

const codes = new Map<string, Grant>();
const accessTokens = new Map<string, { claims: Claims; expiresAt: number }>();
let signingKey: Promise<{ privateKey: CryptoKey; jwk: SigningJwk }> | undefined;

function key() {
  signingKey ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const { n, e } = await exportJWK(publicKey);
    const jwk = { kty: 'RSA' as const, n: n!, e: e! };
    return {
      privateKey,
      jwk: {
        ...jwk,
        kid: await calculateJwkThumbprint(jwk),
        alg: 'RS256' as const,
        use: 'sig' as const,
      },
    };
  })();
  return signingKey;
}

const tags = ['auth', 'development'] as const;

export const devOidc = router()
  // GET /dev/oidc/.well-known/openid-configuration — the discovery document
  .get(
    '/.well-known/openid-configuration',
    operation(
      {
        summary: 'The development OpenID provider\u2019s discovery document',
        tags,
        development: true,
        answer: discoveryAnswerSchema,
      },
      (c) => {
        const issuer = devIssuer(c.var.ctx.config);
        return {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          scopes_supported: ['openid', 'email', 'profile'],
        };
      },
    ),
  )
  // GET /dev/oidc/authorize — the sign-in form: e-mail, name, picture
  .get(
    '/authorize',
    operation(
      {
        summary: 'The development provider\u2019s sign-in form: e-mail, name, picture',
        description: 'A `redirect_uri` outside this site answers 400 with a line of text.',
        tags,
        development: true,
        query: authorizeQuerySchema,
        answer: 'html',
        errors: [400],
        errorAnswer: 'text',
      },
      (c, { query }) => {
        if (!leadsBackHere(c, query.redirect_uri)) {
          return c.text('Invalid authorization request', 400);
        }
        c.header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
        );
        c.header('Cache-Control', 'no-store');
        return c.html(signInForm(new URL(query.redirect_uri).host));
      },
    ),
  )
  // POST /dev/oidc/authorize — the form's submit: back to redirect_uri with code and state
  .post(
    '/authorize',
    operation(
      {
        summary: 'The sign-in form\u2019s submit: back to `redirect_uri` with a code and the state',
        description: 'A `redirect_uri` outside this site answers 400 with a line of text.',
        tags,
        development: true,
        query: authorizeQuerySchema,
        body: signInRequestSchema,
        bodyType: 'form',
        answer: 'redirect',
        errors: [400],
        errorAnswer: 'text',
      },
      (c, { query, body }) => {
        if (!leadsBackHere(c, query.redirect_uri)) {
          return c.text('Invalid authorization request', 400);
        }
        const now = c.var.ctx.clock.now().getTime();
        sweep(now);
        const code = randomToken();
        codes.set(code, {
          redirectUri: query.redirect_uri,
          codeChallenge: query.code_challenge,
          nonce: query.nonce,
          claims: {
            sub: `dev-${sha256(body.email).slice(0, 24)}`,
            email: body.email,
            email_verified: body.email_verified === 'true',
            ...(body.name ? { name: body.name } : {}),
            ...(body.picture ? { picture: body.picture } : {}),
          },
          expiresAt: now + CODE_TTL_MS,
        });
        const target = new URL(query.redirect_uri);
        target.searchParams.set('code', code);
        target.searchParams.set('state', query.state);
        return c.redirect(target.toString(), 302);
      },
    ),
  )
  // POST /dev/oidc/token — code (with PKCE verifier) for an ID token and an access token
  .post(
    '/token',
    operation(
      {
        summary: 'A code and its PKCE verifier for an ID token and an access token',
        description:
          'OAuth errors answer `{error}`: 401 `invalid_client`, 400 `invalid_grant` (an unknown, used or expired code, another `redirect_uri`, a wrong verifier).',
        tags,
        development: true,
        body: tokenRequestSchema,
        bodyType: 'form',
        answer: tokenAnswerSchema,
        errors: [400, 401],
        errorAnswer: oauthErrorSchema,
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        if (body.client_id !== DEV_CLIENT.id || !safeEqual(body.client_secret, DEV_CLIENT.secret))
          return c.json({ error: 'invalid_client' }, 401);
        const grant = codes.get(body.code);
        codes.delete(body.code);
        const now = c.var.ctx.clock.now().getTime();
        if (
          !grant ||
          grant.expiresAt <= now ||
          grant.redirectUri !== body.redirect_uri ||
          !safeEqual(pkceChallenge(body.code_verifier), grant.codeChallenge)
        )
          return c.json({ error: 'invalid_grant' }, 400);

        const { privateKey, jwk } = await key();
        const issuedAt = Math.floor(now / 1000);
        const idToken = await new SignJWT({ ...grant.claims, nonce: grant.nonce })
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .setIssuer(devIssuer(c.var.ctx.config))
          .setAudience(DEV_CLIENT.id)
          .setSubject(grant.claims.sub)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + TOKEN_TTL_S)
          .sign(privateKey);
        const accessToken = randomToken();
        accessTokens.set(accessToken, {
          claims: grant.claims,
          expiresAt: now + TOKEN_TTL_S * 1000,
        });
        return {
          access_token: accessToken,
          token_type: 'Bearer' as const,
          expires_in: TOKEN_TTL_S,
          id_token: idToken,
          scope: 'openid email profile',
        };
      },
    ),
  )
  // GET /dev/oidc/jwks — the public key that signs ID tokens
  .get(
    '/jwks',
    operation(
      {
        summary: 'The public key that signs the development provider\u2019s ID tokens',
        tags,
        development: true,
        answer: jwksAnswerSchema,
      },
      async () => ({ keys: [(await key()).jwk] }),
    ),
  )
  // GET /dev/oidc/userinfo — the claims of an access token's player
  .get(
    '/userinfo',
    operation(
      {
        summary: 'The claims of the player an access token of this provider was issued for',
        description:
          'The access token is the provider\u2019s own, from its token endpoint, sent as `Authorization: Bearer`.',
        tags,
        development: true,
        answer: claimsSchema,
        errors: [401],
        errorAnswer: oauthErrorSchema,
      },
      (c) => {
        const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
        const issued = token ? accessTokens.get(token) : undefined;
        if (!issued || issued.expiresAt <= c.var.ctx.clock.now().getTime()) {
          c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
          return c.json({ error: 'invalid_token' }, 401);
        }
        return issued.claims;
      },
    ),
  );

/** The redirect of an authorization request must lead back to this site. */
function leadsBackHere(c: ApiContext, redirectUri: string) {
  return redirectUri.startsWith(`${c.var.ctx.config.siteUrl}/`);
}

function sweep(now: number) {
  for (const [code, grant] of codes) if (grant.expiresAt <= now) codes.delete(code);
  for (const [token, issued] of accessTokens)
    if (issued.expiresAt <= now) accessTokens.delete(token);
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

// The form posts to the page's own address, so the authorization request rides along.
const signInForm = (site: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in</title>
<style>
body { font: 16px system-ui, sans-serif; max-width: 22rem; margin: 2rem auto; padding: 0 1rem; }
label { display: block; margin: 0.75rem 0; }
input:not([type=checkbox]) { display: block; width: 100%; padding: 0.4rem; box-sizing: border-box; }
button { padding: 0.5rem 1rem; }
</style>
</head>
<body>
<h1>Development sign-in</h1>
<p>Signs in to <b>${escapeHtml(site)}</b>. Any e-mail works; the same e-mail is the same identity.</p>
<form method="post">
<label>E-mail <input name="email" type="email" required autofocus></label>
<label>Name <input name="name" maxlength="64"></label>
<label>Picture URL <input name="picture" type="url"></label>
<label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label>
<button type="submit">Sign in</button>
</form>
</body>
</html>
`;
