/// <reference lib="webworker" />
import { defaultCache } from '@serwist/next/worker';
import {
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';
import { mirrorRedirectPlugin } from '@/lib/pwa/worker/mirror-redirect';
import { installSyncData } from '@/lib/pwa/worker/sync-data';
import { isNetworkOnly, offlineLocale, offlinePath } from '@/lib/pwa/routes';

/**
 * The service worker (`/sw.js`, built after `next build` by `serwist build`: serwist.config.mjs).
 * It precaches the build's static files, the icons and the offline pages; the API, `/ingest`,
 * event streams and private pages go to the network untouched; public pages are network-first,
 * with the offline page of their language when neither the network nor the cache has them.
 * docs/ARCHITECTURE.md, "PWA".
 */
declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker takes over at once; the page decides when to reload (components/pwa/).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    // First: whatever must never be cached, whatever the rules below would say.
    {
      matcher: ({ url, request }) =>
        isNetworkOnly({ url, origin: self.location.origin, accept: request.headers.get('accept') }),
      handler: new NetworkOnly(),
    },
    // Public pages: fresh when the network answers within 5 s, else the copy of the last visit;
    // with neither, a working mirror (the domain may be blocked), else the offline page.
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 5,
        plugins: [
          new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 24 * 60 * 60 }),
          mirrorRedirectPlugin(self.location.origin, (request) =>
            serwist.matchPrecache(offlinePath(new URL(request.url).pathname)),
          ),
        ],
      }),
    },
    ...defaultCache,
  ],
  fallbacks: {
    entries: (['ru', 'en', 'kz'] as const).map((locale) => ({
      url: `/offline/${locale}.html`,
      matcher: ({ request }) =>
        request.destination === 'document' &&
        offlineLocale(new URL(request.url).pathname) === locale,
    })),
  },
});

installSyncData(self);

serwist.addEventListeners();
