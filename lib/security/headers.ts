import { HSTS_MAX_AGE_S } from '@/lib/constants/security';

/** Sent outside development on pages and API answers; browsers heed it only over https. */
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`;

/** What an answer no shared cache may keep says: one that sets a cookie, or a player's data. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The policy of an answer that is data, not a page: it loads nothing and no page frames it. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * A prerendered page answered without a cookie: the same for every visitor, so a CDN or reverse
 * proxy may keep it for a minute (and serve it a minute longer while it fetches a fresh one).
 * Browsers ask again each time (`max-age=0`): the page's policy and nonce belong to one answer.
 * What a cache in front must still respect is in the README ("A CDN in front").
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
