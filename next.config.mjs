import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const posthogHost = process.env.POSTHOG_HOST || 'https://eu.i.posthog.com';
const posthogAssets = process.env.POSTHOG_ASSETS_HOST || 'https://eu-assets.i.posthog.com';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The site server compresses (site-server/compress.ts), after it stamps prerendered pages.
  compress: false,
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
    ];
  },
};

export default withNextIntl(nextConfig);
