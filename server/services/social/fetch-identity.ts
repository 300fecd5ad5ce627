import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { z } from 'zod';
import { emailSchema } from '@/lib/schemas/auth';
import type { AppContext } from '@/server/app-context';
import {
  callbackUrl,
  PROVIDER_TIMEOUT_MS,
  type ProviderEndpoints,
  type SocialProvider,
} from './providers';

/** Who the provider says the player is. `email` is lower-cased and null unless well-formed. */
export type SocialIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

/** What the callback must prove: the PKCE verifier and nonce saved when the login started. */
export type SocialAttempt = { code: string; codeVerifier: string; nonce: string };

/** ID tokens must be signed with a public key; a shared-secret `HS256` token is refused. */
const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

const tokenResponseSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().min(1).optional(),
});

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/**
 * Exchanges the authorization code at the token endpoint (with the PKCE verifier), verifies the
 * ID token against the provider's keys, issuer, audience, nonce and expiry, and reads the
 * player's claims; the userinfo endpoint fills in an e-mail the ID token lacks.
 */
export async function fetchIdentity(
  ctx: Pick<AppContext, 'fetch' | 'clock' | 'config'>,
  provider: SocialProvider,
  endpoints: ProviderEndpoints,
  attempt: SocialAttempt,
): Promise<SocialIdentity> {
  const tokens = tokenResponseSchema.parse(
    await requestJson(ctx, endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: attempt.code,
        redirect_uri: callbackUrl(ctx.config, provider.id),
        client_id: provider.client_id,
        client_secret: provider.client_secret,
        code_verifier: attempt.codeVerifier,
      }).toString(),
    }),
  );

  const jwks = jwksSchema.parse(await requestJson(ctx, endpoints.jwks));
  const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks as JSONWebKeySet), {
    issuer: endpoints.issuer,
    audience: provider.client_id,
    algorithms: ID_TOKEN_ALGORITHMS,
    currentDate: ctx.clock.now(),
    requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
  });
  if (payload.nonce !== attempt.nonce) throw new Error('ID token nonce does not match');
  // OIDC Core §3.1.3.7: with several audiences, the token must have been issued to us.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.client_id) {
    throw new Error('ID token was issued to another client');
  }
  const identity = readClaims(payload);
  if (identity.email || !endpoints.userinfo || !tokens.access_token) return identity;

  const info = await requestJson(ctx, endpoints.userinfo, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const extra = readClaims(info as JWTPayload);
  // OIDC Core §5.3.2: userinfo of another subject must not be used.
  if (extra.subject !== identity.subject) throw new Error('userinfo names another subject');
  return {
    ...identity,
    email: extra.email,
    emailVerified: extra.email ? extra.emailVerified : false,
    name: identity.name ?? extra.name,
    picture: identity.picture ?? extra.picture,
  };
}

async function requestJson(
  ctx: Pick<AppContext, 'fetch'>,
  url: string,
  init: RequestInit = {},
): Promise<unknown> {
  const response = await ctx.fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new Error(`${new URL(url).pathname} answered ${response.status} ${detail}`);
  }
  return response.json();
}

function readClaims(claims: JWTPayload): SocialIdentity {
  const subject = text(claims.sub, 255);
  if (!subject) throw new Error('claims lack a subject');
  const email = emailSchema.safeParse(claims.email);
  const fullName = [text(claims.given_name, 64), text(claims.family_name, 64)]
    .filter(Boolean)
    .join(' ');
  return {
    subject,
    email: email.success ? email.data : null,
    // Some providers send the flag as a string.
    emailVerified:
      email.success && (claims.email_verified === true || claims.email_verified === 'true'),
    name: text(claims.name, 64) ?? text(fullName, 64) ?? text(claims.preferred_username, 64),
    picture: imageUrl(claims.picture),
  };
}

function text(value: unknown, max: number) {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
}

/** Only an https address becomes the avatar: anything else would be mixed content or worse. */
function imageUrl(value: unknown) {
  if (typeof value !== 'string' || value.length > 1024) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
