import { HSTS_MAX_AGE_S } from '@/lib/constants/security';

/** Sent outside development on pages and API answers; browsers heed it only over https. */
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`;

/** What an answer no shared cache may keep says: one that sets a cookie, or a player's data. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The policy of an answer that is data, not a page: it loads nothing and no page frames it. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
