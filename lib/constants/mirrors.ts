/**
 * Constants of the blocked-domain rules (spec §3, §7, §9): the `MyDatabase` store of the API base,
 * the mirror list, background sync and failover.
 */

/** The browser's database of the API base (spec §3): its name and version. */
export const MIRROR_DB_NAME = 'MyDatabase';
export const MIRROR_DB_VERSION = 1;
/** The object store of `MyDatabase`; its one record, under `MIRROR_RECORD_ID`, is the API base. */
export const MIRROR_STORE = 'apiBase';
export const MIRROR_RECORD_ID = 1;

/** The tag of the one-off and the periodic background sync (spec §7), literally. */
export const SYNC_DATA_TAG = 'sync-data';
/** The message the page posts to the worker where background sync is missing (spec §9). */
export const SYNC_MIRRORS_MESSAGE = 'syncMirrors';
/** Background sync's minimum interval and the fallback message's period: 10 minutes (spec §9). */
export const MIRROR_SYNC_INTERVAL_MS = 10 * 60_000;

/** The most active mirrors `GET mirror` lists. */
export const MIRROR_LIST_LIMIT = 20;
/** How long one mirror probe may take; all probes of a failover run at once. */
export const MIRROR_PROBE_TIMEOUT_MS = 4_000;
/** At most this many bases are probed in one failover (stored base first). */
export const MIRROR_PROBE_LIMIT = 6;
