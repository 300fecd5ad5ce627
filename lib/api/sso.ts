/**
 * The single sign-on link (spec §4): the mirror lookup hands it out; the API client and the
 * middleware send the browser there. Kept here so the client can read it without React.
 */
let ssoLink: string | null = null;

export function getSsoLink() {
  return ssoLink;
}

export function setSsoLink(link: string | null) {
  ssoLink = link || null;
}

function withParam(link: string, name: string, value: string) {
  const url = new URL(link);
  url.searchParams.set(name, value);
  return url.toString();
}

/** The SSO link with the page to come back to, URL-encoded (a 401 on refresh, spec §4). */
export function ssoReturnUrl(link: string, currentUrl: string) {
  return withParam(link, 'redirect_url', currentUrl);
}

/** The SSO link from an API answer, with the current address base64-encoded (spec §4). */
export function ssoAnswerUrl(link: string, currentUrl: string) {
  const bytes = new TextEncoder().encode(currentUrl);
  const base64 = btoa(String.fromCharCode(...bytes));
  return withParam(link, 'redirect', base64);
}
