// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { serwist } from '@serwist/next/config';

const LOCALES = ['ru', 'en', 'kz'];

/**
 * What the worker's shared modules read of the environment (lib/env/public.ts, the API base's
 * rules): the public variables as the build saw them, as Next inlines them in the pages. A
 * worker has no `process`; without this its first reference fails the worker's evaluation.
 */
const PROCESS_ENV = {
  NODE_ENV: 'production',
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith('NEXT_PUBLIC_')),
  ),
};

/**
 * zod re-exports every language's error messages as one namespace (`z.locales`, about 200 KB),
 * and esbuild keeps a namespace re-export whole: the worker, which shows no zod message, gets an
 * empty one. zod's own English default is imported apart from it and stays.
 */
const withoutZodLocales = {
  name: 'without-zod-locales',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${sep}zod${sep}`)
        ? { path: 'zod-locales', namespace: 'empty' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {}' }));
  },
};

/**
 * `serwist build serwist.config.mjs` (after `next build` and scripts/pwa-build.ts, npm run build):
 * bundles app/sw.ts into public/sw.js with the list of files to precache: Next's static files and
 * public/ (icons), not the build manifest (polled, never cached). The offline pages and the
 * offline crash verifier are listed by hand, by their own address and a hash of their content: the
 * Next preset would turn any `.html` it globs into a page route. Prerendered pages are not
 * precached: pages are cached as they are visited (app/sw.ts), the private ones never.
 */
export default serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  precachePrerendered: false,
  esbuildOptions: {
    define: { 'process.env': JSON.stringify(PROCESS_ENV) },
    plugins: [withoutZodLocales],
  },
  globIgnores: ['public/builds/**', 'public/offline/**', 'public/fair/**', 'public/sw.js.map'],
  additionalPrecacheEntries: [
    ...LOCALES.map((locale) => `public/offline/${locale}.html`),
    // The offline crash verifier (/fair): globbed, it would be precached as /fair/crash-verifier,
    // a page that does not exist, and the worker's install would fail.
    'public/fair/crash-verifier.html',
  ].map((file) => ({
    url: file.slice('public'.length),
    revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16),
  })),
});
