/**
 * The marketing section's addresses (without the language): a tab per list, and a sub-page for
 * each list's "new" and "edit" forms. Edit pages sit under `edit/` so that no code (a template
 * called `new`) can shadow the "new" page.
 */
export const MARKETING_PAGES = {
  promoCodes: '/office/marketing',
  newPromoCode: '/office/marketing/promo-codes/new',
  promoCode: (code: string) => `/office/marketing/promo-codes/edit/${encodeURIComponent(code)}`,
  templates: '/office/marketing/templates',
  newTemplate: '/office/marketing/templates/new',
  template: (code: string) => `/office/marketing/templates/edit/${encodeURIComponent(code)}`,
  welcomePacks: '/office/marketing/welcome-packs',
  newWelcomePack: '/office/marketing/welcome-packs/new',
  welcomePack: (code: string) => `/office/marketing/welcome-packs/edit/${encodeURIComponent(code)}`,
  tournaments: '/office/marketing/tournaments',
  newTournament: '/office/marketing/tournaments/new',
  tournament: (id: number) => `/office/marketing/tournaments/edit/${id}`,
  bonusCost: '/office/marketing/bonus-cost',
} as const;

/** The section's tabs, in order; a tab is current on its list and on its forms' sub-pages. */
export const MARKETING_TABS = [
  { key: 'promoCodes', path: MARKETING_PAGES.promoCodes, under: '/office/marketing/promo-codes' },
  { key: 'templates', path: MARKETING_PAGES.templates, under: MARKETING_PAGES.templates },
  { key: 'welcomePacks', path: MARKETING_PAGES.welcomePacks, under: MARKETING_PAGES.welcomePacks },
  { key: 'tournaments', path: MARKETING_PAGES.tournaments, under: MARKETING_PAGES.tournaments },
  { key: 'bonusCost', path: MARKETING_PAGES.bonusCost, under: MARKETING_PAGES.bonusCost },
  // The section's other pages (mirrors and redirect rules, the funnel) have pages of their own.
  { key: 'sites', path: '/office/marketing/sites', under: '/office/marketing/sites' },
  { key: 'funnel', path: '/office/marketing/funnel', under: '/office/marketing/funnel' },
] as const;

export type MarketingTab = (typeof MARKETING_TABS)[number]['key'];

/** The tab a path belongs to. */
export function tabOf(pathname: string): MarketingTab | undefined {
  const path = pathname.replace(/\/+$/, '');
  return MARKETING_TABS.find(
    (tab) => path === tab.path || path === tab.under || path.startsWith(`${tab.under}/`),
  )?.key;
}
