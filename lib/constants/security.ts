/**
 * How long a browser keeps to https once it has seen the site over it: two years, the subdomains
 * (the `api.` host, mirrors' `www.`) included. Not `preload`: entering the browsers' built-in
 * list binds every subdomain of every mirror domain for months and is slow to undo.
 */
export const HSTS_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
