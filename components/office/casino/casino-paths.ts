/** The Casino section's pages (without the language), one tab each, in the tabs' order. */
export const CASINO_TABS = [
  { key: 'games', path: '/office/casino' },
  { key: 'studios', path: '/office/casino/studios' },
  { key: 'sync', path: '/office/casino/sync' },
  { key: 'freeSpins', path: '/office/casino/free-spins' },
  { key: 'reconciliation', path: '/office/casino/reconciliation' },
  { key: 'rounds', path: '/office/casino/rounds' },
] as const;

export type CasinoTab = (typeof CASINO_TABS)[number]['key'];

export const CASINO_PAGES = Object.fromEntries(
  CASINO_TABS.map((tab) => [tab.key, tab.path]),
) as Record<CasinoTab, string>;

/** The tab a path (without the language) is, if any. */
export function casinoTabOf(pathname: string): CasinoTab | undefined {
  const path = pathname.replace(/\/+$/, '');
  return CASINO_TABS.find((tab) => tab.path === path)?.key;
}
