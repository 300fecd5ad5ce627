import { randomBytes } from 'node:crypto';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time (issue 41): pages and the browser get compiled messages
// and use-intl's formatter without its ICU parser, which was ~12 KB of gzip in every page's first
// load. A message is a string (policy paragraphs are objects keyed 1, 2, …, not arrays), and
// code that walks the messages' shape reads each text through a translator (faq, policies,
// server/services/delivery/notify.ts). Tests and `npm run api` load the raw JSON and parse.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const posthogHost = process.env.POSTHOG_HOST || 'https://eu.i.posthog.com';
const posthogAssets = process.env.POSTHOG_ASSETS_HOST || 'https://eu-assets.i.posthog.com';

// One id per build, known before it starts so pages can carry it (NEXT_PUBLIC_BUILD_ID) and the
// build manifest can name it (scripts/pwa-build.ts reads .next/BUILD_ID). APP_BUILD_ID may fix it;
// otherwise the first evaluation draws one and leaves it in the environment, which the build's
// workers inherit, so every evaluation agrees.
process.env.APP_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const buildId = process.env.APP_BUILD_ID;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Source maps of the browser's scripts, for `npm run bundle:sources` only: a production build
  // never serves its sources.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  poweredByHeader: false,
  // The site server compresses (site-server/compress.ts), after it stamps prerendered pages.
  compress: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // Native and WebAssembly packages of the API load from node_modules at run time, unbundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer'],
  // Product analytics go through the site's own origin (spec §7), so blockers and CSP see one host.
  async rewrites() {
    return [
      { source: '/ingest/static/:path*', destination: `${posthogAssets}/static/:path*` },
      { source: '/ingest/:path*', destination: `${posthogHost}/:path*` },
    ];
  },
  // Headers of everything Next serves. The pages' Content-Security-Policy (with a nonce per
  // answer), HSTS and their caching rule come from middleware.ts (lib/edge/page-security.ts);
  // X-Frame-Options stays for browsers without CSP's frame-ancestors, which says the same.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
      // The service worker: never from any HTTP cache, so the 20 s update check sees every
      // deploy (spec §4, §9), and allowed to control the whole site.
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache, no-store, must-revalidate' },
          { key: 'Content-Type', value: 'application/javascript; charset=utf-8' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
      // The build manifest is polled for changes: always the server's current answer.
      {
        source: '/builds/:path*',
        headers: [{ key: 'Cache-Control', value: 'no-cache, no-store, must-revalidate' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
