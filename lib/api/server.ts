import 'server-only';
import { getLocale } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { TOKEN_COOKIES } from '@/lib/constants/cookies';
import { forwardedVisitorHeaders } from '@/lib/net/forwarding';
import { apiBaseUrl } from './base-url';
import { createApiClient, type ApiClient } from './client';

/**
 * The API client of server rendering (spec §7): the same client as the browser's, with
 * the visitor's token, cookies, language and address. `API_INTERNAL_URL` points it at the API
 * over the internal network instead of the public `api.` host.
 */
export async function serverApi(): Promise<ApiClient> {
  const [requestHeaders, jar, locale] = await Promise.all([headers(), cookies(), getLocale()]);
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const protocol = `${requestHeaders.get('x-forwarded-proto') ?? 'http'}:`;
  const { hostname } = new URL(`${protocol}//${host}`);
  const baseUrl =
    process.env.API_INTERNAL_URL ||
    apiBaseUrl({ protocol, host, hostname, origin: `${protocol}//${host}` });
  const token = TOKEN_COOKIES.map((name) => jar.get(name)?.value).find(Boolean);

  return createApiClient({
    baseUrl,
    getToken: () => token,
    getLocale: () => locale,
    // The browser keeps the session; the server only reads with it.
    onToken: () => {},
    onLogout: () => {},
    headers: {
      cookie: requestHeaders.get('cookie') ?? '',
      ...forwardedVisitorHeaders({ headers: requestHeaders }),
    },
  });
}
