import { NextResponse, type NextRequest } from 'next/server';

import { isApiHost } from './is-api-host';

export { isApiHost };

/**
 * One deployment serves both hosts: a request to the `api.` host is the API, so its path is
 * rewritten under `/api`, where Next mounts it. `api.host/profile/user` is `/api/profile/user`,
 * `api.host/api/v2/auth/login/email/password` is `/api/api/v2/auth/...`.
 */
export function rewriteApiHost(request: NextRequest): NextResponse | undefined {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!isApiHost(host)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = `/api${url.pathname === '/' ? '' : url.pathname}`;
  return NextResponse.rewrite(url);
}
