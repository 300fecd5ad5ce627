import type { NextRequest } from 'next/server';

/** A host without its port or a leading `www.`: `www.casino.kz:443` → `casino.kz`. */
export function visitorDomain(host: string) {
  return host
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .toLowerCase();
}

/** The domain the visitor typed, as the proxy in front (or Next) reports it. */
export function requestDomain(request: NextRequest) {
  return visitorDomain(request.headers.get('x-forwarded-host') ?? request.nextUrl.host);
}

/** The visitor's address as the proxy in front reports it. */
export function visitorAddress(headers: Headers) {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || '';
}
