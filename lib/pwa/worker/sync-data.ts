// The mirrors branch (background sync `sync-data`, spec §7, §9) implements this; here it does nothing.
export function installSyncData(scope: ServiceWorkerGlobalScope): void {}
