import { NextResponse } from 'next/server';
import { splitLocale } from '../locale-path';
import type { EdgeStep } from '../types';
import { requestDomain, visitorDomain } from '../visitor';

/** Games some hosts may not offer (spec §5). */
const BLOCKED_GAMES = ['/games/crash', '/games/coinflip', '/games/cases'];

/**
 * On the one configured host (`GAMES_BLOCKED_HOST`), the crash, coinflip and cases pages send the
 * visitor to /error (spec §5).
 */
export function createBlockedGamesHost(host: string | undefined): EdgeStep {
  const blockedHost = host ? visitorDomain(host) : '';
  return ({ request }) => {
    if (!blockedHost) return undefined;
    if (requestDomain(request) !== blockedHost) return undefined;
    const { prefix, path } = splitLocale(request.nextUrl.pathname);
    if (!BLOCKED_GAMES.some((game) => path === game || path.startsWith(`${game}/`))) {
      return undefined;
    }
    const url = request.nextUrl.clone();
    url.pathname = `${prefix}/error`;
    url.search = '';
    return NextResponse.redirect(url, 307);
  };
}
