import { Hono, type Context } from 'hono';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { z } from 'zod';
import { emailSchema } from '@/lib/schemas/auth';
import type { AppContext } from '@/server/app-context';
import { randomToken, safeEqual, sha256 } from '@/server/lib/secrets';
import { pkceChallenge } from '@/server/services/social/pkce';
import { DEV_CLIENT, devIssuer } from '@/server/services/social/providers';

/**
 * A minimal OpenID Connect provider for development and tests (mounted at `/api/dev/oidc`,
 * 404 outside dev tools): any e-mail signs in, and the same e-mail is the same identity.
 * Authorization-code flow with PKCE (S256) only, one client (`dev`/`dev`), RS256 ID tokens
 * from a key pair made once per process. Codes and access tokens live in memory.
 *
 * It stands in for an outside provider, so it speaks OIDC's own answers (400 `invalid_request`,
 * a plain-text 400 for a bad form) and imports nothing of server/api: the API mounts this router
 * and sets `ctx` on it like on its own routes.
 */

type DevEnv = { Variables: { ctx: Pick<AppContext, 'config' | 'clock'> } };

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 300;

type Claims = {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
};
type Grant = {
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  claims: Claims;
  expiresAt: number;
};

const codes = new Map<string, Grant>();
const accessTokens = new Map<string, { claims: Claims; expiresAt: number }>();
let signingKey: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined;

function key() {
  signingKey ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = await exportJWK(publicKey);
    return {
      privateKey,
      jwk: { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' },
    };
  })();
  return signingKey;
}

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

const signInSchema = z.object({
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

export const devOidc = new Hono<DevEnv>()
  // GET /dev/oidc/.well-known/openid-configuration — the discovery document
  .get('/.well-known/openid-configuration', (c) => {
    const issuer = devIssuer(c.var.ctx.config);
    return c.json({
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
    });
  })
  // GET /dev/oidc/authorize — the sign-in form: e-mail, name, picture
  .get('/authorize', (c) => {
    const request = authorizeRequest(c);
    if (!request) return c.text('Invalid authorization request', 400);
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('Cache-Control', 'no-store');
    return c.html(signInForm(new URL(request.redirect_uri).host));
  })
  // POST /dev/oidc/authorize — the form's submit: back to redirect_uri with code and state
  .post('/authorize', async (c) => {
    const request = authorizeRequest(c);
    if (!request) return c.text('Invalid authorization request', 400);
    const parsed = signInSchema.safeParse(await c.req.parseBody());
    if (!parsed.success) return c.text('Invalid sign-in form', 400);
    const form = parsed.data;
    const now = c.var.ctx.clock.now().getTime();
    sweep(now);
    const code = randomToken();
    codes.set(code, {
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      nonce: request.nonce,
      claims: {
        sub: `dev-${sha256(form.email).slice(0, 24)}`,
        email: form.email,
        email_verified: form.email_verified === 'true',
        ...(form.name ? { name: form.name } : {}),
        ...(form.picture ? { picture: form.picture } : {}),
      },
      expiresAt: now + CODE_TTL_MS,
    });
    const target = new URL(request.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', request.state);
    return c.redirect(target.toString(), 302);
  })
  // POST /dev/oidc/token — code (with PKCE verifier) for an ID token and an access token
  .post('/token', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = tokenRequestSchema.safeParse(await c.req.parseBody());
    if (!body.success) return c.json({ error: 'invalid_request' }, 400);
    const request = body.data;
    if (request.client_id !== DEV_CLIENT.id || !safeEqual(request.client_secret, DEV_CLIENT.secret))
      return c.json({ error: 'invalid_client' }, 401);
    const grant = codes.get(request.code);
    codes.delete(request.code);
    const now = c.var.ctx.clock.now().getTime();
    if (
      !grant ||
      grant.expiresAt <= now ||
      grant.redirectUri !== request.redirect_uri ||
      !safeEqual(pkceChallenge(request.code_verifier), grant.codeChallenge)
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
    accessTokens.set(accessToken, { claims: grant.claims, expiresAt: now + TOKEN_TTL_S * 1000 });
    return c.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      id_token: idToken,
      scope: 'openid email profile',
    });
  })
  // GET /dev/oidc/jwks — the public key that signs ID tokens
  .get('/jwks', async (c) => c.json({ keys: [(await key()).jwk] }))
  // GET /dev/oidc/userinfo — the claims of an access token's player
  .get('/userinfo', (c) => {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const issued = token ? accessTokens.get(token) : undefined;
    if (!issued || issued.expiresAt <= c.var.ctx.clock.now().getTime()) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'invalid_token' }, 401);
    }
    return c.json(issued.claims);
  });

/** The checked authorization request; the redirect must lead back to this site. */
function authorizeRequest(c: Context<DevEnv>) {
  const parsed = authorizeQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return null;
  return parsed.data.redirect_uri.startsWith(`${c.var.ctx.config.siteUrl}/`) ? parsed.data : null;
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
