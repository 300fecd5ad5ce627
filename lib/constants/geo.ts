/** The two regions of spec §3: Kazakhstan, and everyone else under the Russian storefront. */
export const REGIONS = ['RU', 'KZ'] as const;
export type Region = (typeof REGIONS)[number];
