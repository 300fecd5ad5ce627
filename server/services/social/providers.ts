import { z } from 'zod';
import type { AppContext } from '@/server/app-context';
import { ConfigError, type Config } from '@/server/config';
import { AppError } from '@/server/lib/app-error';

/** The built-in provider of development (server/api/routes/dev-oidc.ts); never listed in production. */
export const DEV_PROVIDER_ID = 'dev';
export const DEV_CLIENT = { id: 'dev', secret: 'dev' } as const;

/** Discovery documents are trusted this long before they are fetched again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** A provider slower than this counts as down. */
export const PROVIDER_TIMEOUT_MS = 10_000;

const endpointFields = {
  authorization_endpoint: z.url().optional(),
  token_endpoint: z.url().optional(),
  userinfo_endpoint: z.url().optional(),
  jwks_uri: z.url().optional(),
};

/** One entry of SOCIAL_PROVIDERS. Endpoints left out are found through OIDC discovery. */
const providerConfigSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'a lower-case slug')
    .refine((id) => id !== DEV_PROVIDER_ID, `"${DEV_PROVIDER_ID}" is reserved`),
  name: z.string().min(1).max(64),
  issuer: z.url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scope: z.string().min(1).default('openid email profile'),
  ...endpointFields,
});

const providersConfigSchema = z
  .array(providerConfigSchema)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'ids must be unique');

export type SocialProvider = z.output<typeof providerConfigSchema>;

/** Where a provider is reached; `issuer` is the exact value its ID tokens carry. */
export type ProviderEndpoints = {
  issuer: string;
  authorization: string;
  token: string;
  userinfo: string | null;
  jwks: string;
};

const discoverySchema = z.object({ issuer: z.string().min(1), ...endpointFields });

const parsed = new Map<string, SocialProvider[]>();
const discovered = new Map<string, { document: z.output<typeof discoverySchema>; until: number }>();

/** The issuer of the development provider the API itself serves at `/dev/oidc`. */
export function devIssuer(config: Pick<Config, 'siteUrl'>) {
  return `${config.siteUrl}/api/dev/oidc`;
}

/** The configured providers, plus the development one when dev tools are on. */
export function listProviders(
  config: Pick<Config, 'socialProvidersJson' | 'devTools' | 'siteUrl'>,
) {
  const providers = parseProviders(config.socialProvidersJson);
  if (!config.devTools) return providers;
  return [
    ...providers,
    {
      id: DEV_PROVIDER_ID,
      name: 'Development',
      issuer: devIssuer(config),
      client_id: DEV_CLIENT.id,
      client_secret: DEV_CLIENT.secret,
      scope: 'openid email profile',
    },
  ];
}

/** The provider with this id, or 404 `unknown_provider`. */
export function findProvider(
  config: Pick<Config, 'socialProvidersJson' | 'devTools' | 'siteUrl'>,
  id: string,
) {
  const provider = listProviders(config).find((candidate) => candidate.id === id);
  if (!provider) throw AppError.of('unknown_provider', 404);
  return provider;
}

/** Where the provider sends the player back: the callback route of this API on the site's host. */
export function callbackUrl(config: Pick<Config, 'siteUrl'>, providerId: string) {
  return `${config.siteUrl}/api/api/v2/auth/social/${providerId}/callback`;
}

/**
 * The provider's endpoints: those configured, the rest from its discovery document (kept in
 * memory for an hour per issuer). Throws when the provider cannot be reached or is incomplete.
 */
export async function providerEndpoints(
  ctx: Pick<AppContext, 'fetch' | 'clock'>,
  provider: SocialProvider,
): Promise<ProviderEndpoints> {
  const { authorization_endpoint, token_endpoint, userinfo_endpoint, jwks_uri } = provider;
  const explicit = authorization_endpoint && token_endpoint && jwks_uri;
  const document = explicit ? null : await discover(ctx, provider.issuer);
  const authorization = authorization_endpoint ?? document?.authorization_endpoint;
  const token = token_endpoint ?? document?.token_endpoint;
  const jwks = jwks_uri ?? document?.jwks_uri;
  if (!authorization || !token || !jwks) {
    throw new Error(`Provider ${provider.id}: discovery lacks an endpoint`);
  }
  return {
    issuer: document?.issuer ?? provider.issuer,
    authorization,
    token,
    userinfo: userinfo_endpoint ?? document?.userinfo_endpoint ?? null,
    jwks,
  };
}

async function discover(ctx: Pick<AppContext, 'fetch' | 'clock'>, issuer: string) {
  const now = ctx.clock.now().getTime();
  const cached = discovered.get(issuer);
  if (cached && cached.until > now) return cached.document;

  const base = issuer.replace(/\/$/, '');
  const response = await ctx.fetch(`${base}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Discovery of ${issuer} answered ${response.status}`);
  const document = discoverySchema.parse(await response.json());
  // OIDC Discovery §4.3: the document must name the issuer it was fetched for.
  if (document.issuer.replace(/\/$/, '') !== base) {
    throw new Error(`Discovery of ${issuer} names another issuer: ${document.issuer}`);
  }
  discovered.set(issuer, { document, until: now + DISCOVERY_TTL_MS });
  return document;
}

function parseProviders(json: string) {
  const cached = parsed.get(json);
  if (cached) return cached;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ConfigError('Invalid environment:\n  SOCIAL_PROVIDERS: not valid JSON');
  }
  const result = providersConfigSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  SOCIAL_PROVIDERS${issue.path.map((key) => `[${String(key)}]`).join('')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  parsed.set(json, result.data);
  return result.data;
}
