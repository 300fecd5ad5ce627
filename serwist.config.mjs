// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

const LOCALES = ['ru', 'en', 'kz'];

/**
 * `serwist build serwist.config.mjs` (after `next build` and scripts/pwa-build.ts, npm run build):
 * bundles app/sw.ts into public/sw.js with the list of files to precache: Next's static files and
 * public/ (icons), not the build manifest (polled, never cached). The offline pages are listed
 * by hand, by their own address and a hash of their content: the Next preset would turn any
 * `.html` it globs into a page route. Prerendered pages are not precached: pages are cached as
 * they are visited (app/sw.ts), the private ones never.
 */
export default serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  precachePrerendered: false,
  globIgnores: ['public/builds/**', 'public/offline/**', 'public/sw.js.map'],
  additionalPrecacheEntries: LOCALES.map((locale) => {
    const file = `public/offline/${locale}.html`;
    const revision = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    return { url: `/offline/${locale}.html`, revision };
  }),
});
