/**
 * The page's own cookies, read and written through `document.cookie`: what the browser code needs
 * of a cookie library (it was cookies-next with `cookie`, 3.9 KB gzip in every page's first load).
 * Values are URI-encoded as the server's cookies are (Next's `ResponseCookies`), so either side
 * reads what the other wrote. Every cookie the page writes lives on `/`, `SameSite=Lax`, and is
 * `Secure` on HTTPS.
 */

/** The cookie's decoded value; undefined when the page has none of that name, or on the server. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  for (const pair of document.cookie.split(';')) {
    const trimmed = pair.trimStart();
    if (!trimmed.startsWith(prefix)) continue;
    const raw = trimmed.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      // Not percent-encoded by us (a malformed escape): the value as it came.
      return raw;
    }
  }
  return undefined;
}

/** Sets the cookie for `maxAgeS` seconds. */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `Path=/; Max-Age=${Math.floor(maxAgeS)}; SameSite=Lax${secure}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes}`;
}

/** Removes the cookie (one set on `/`, as every cookie of this site is). */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
