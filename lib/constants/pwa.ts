/** The service worker's file is fetched again this often while the page is visible (spec §9). */
export const SW_UPDATE_CHECK_MS = 20_000;
/** A forced reload of the same path is allowed once in this window (spec §4, §9). */
export const RELOAD_GUARD_MS = 10_000;
/** The reload marker `{path, expires}` in session storage (spec §3). */
export const RELOAD_MARKER_KEY = 'pwa:reload';
/** The hide-install flag in local storage (spec §3): set after a cancelled install prompt. */
export const HIDE_INSTALL_KEY = 'hide-install';
/**
 * `builds/latest.json` is polled this often while the page is visible (spec §4 names no
 * interval; Nuxt, whose behaviour the spec copies, checks hourly: a minute shows a deploy soon
 * enough and costs one tiny uncached GET).
 */
export const BUILD_POLL_MS = 60_000;
/** Steps that need a loaded document try again after this long until it is (spec §9). */
export const DOCUMENT_READY_RETRY_MS = 500;
/** The one "new version" toast (react-hot-toast id): the SW and the build poll share it. */
export const NEW_VERSION_TOAST_ID = 'new-version';
/**
 * Where the layout's first script keeps an install offer made before the page's bundles ran
 * (lib/pwa/install-prompt.ts takes it over).
 */
export const EARLY_INSTALL_PROMPT_KEY = '__installPrompt';
/**
 * That script (next/script `beforeInteractive`, app/[locale]/layout.tsx): Chromium may offer
 * installation before the bundles have loaded, and an offer not kept then is gone until the next
 * visit.
 */
export const EARLY_INSTALL_PROMPT_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.${EARLY_INSTALL_PROMPT_KEY}=e});`;
