/**
 * How long a browser keeps to https once it has seen the site over it: two years, the subdomains
 * (the `api.` host, mirrors' `www.`) included. Not `preload`: entering the browsers' built-in
 * list binds every subdomain of every mirror domain for months and is slow to undo.
 */
export const HSTS_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;

/**
 * How long an `Idempotency-Key` is remembered: a retry within a day replays the first answer;
 * after it the key is free again (the rows are deleted when the player next sends a key).
 */
export const IDEMPOTENCY_KEY_TTL_S = 24 * 60 * 60;

/** What a client waits before retrying a request whose key is still being worked on. */
export const IDEMPOTENCY_RETRY_AFTER_S = 1;
