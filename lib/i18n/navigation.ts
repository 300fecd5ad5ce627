import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Localized navigation: every internal link and redirect of the site goes through these. */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
