import { localizedNavigation } from './localized-navigation';

/**
 * Localized navigation: every internal link and redirect of the site goes through these. `Link`
 * prefetches on intent, not on sight (./intent-link.tsx).
 */
export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  localizedNavigation;
export { Link } from './intent-link';
