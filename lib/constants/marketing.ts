/** Constants of the marketing area: mirrors, redirect rules, simple-auth links. */

const DAY_S = 24 * 60 * 60;

/** A mirror's state (spec §1, §7): a blocked or retired one sends its visitors to its new link. */
export const MIRROR_STATUSES = ['active', 'blocked', 'retired'] as const;
export type MirrorStatus = (typeof MIRROR_STATUSES)[number];

/** The statuses a redirect rule may answer with (spec §2). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** How a redirect rule matches a path: the path itself, or the path and everything under it. */
export const REDIRECT_MATCHES = ['exact', 'prefix'] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];

/** How long a simple-auth link works unless the operator says otherwise: a day, as its cookie. */
export const SIMPLE_AUTH_TOKEN_TTL_S = DAY_S;
/** The shortest and the longest life an operator may give a simple-auth link. */
export const SIMPLE_AUTH_TOKEN_MIN_TTL_S = 60;
export const SIMPLE_AUTH_TOKEN_MAX_TTL_S = 7 * DAY_S;
