import type { Delivery } from './types';

/**
 * SMS through an HTTP gateway: `POST {url}` with JSON `{to, text}` and a bearer token.
 * Most aggregators accept this shape or sit behind a small adapter that does.
 */
export function gatewaySms(
  gateway: { url: string; token: string | undefined },
  fetchImpl: typeof fetch,
): Delivery['sms'] {
  return async ({ to, text }) => {
    const response = await fetchImpl(gateway.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(gateway.token ? { Authorization: `Bearer ${gateway.token}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}
