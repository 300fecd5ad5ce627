/**
 * Public configuration: values the browser may see. Next inlines `NEXT_PUBLIC_*` at build time,
 * so each is read by its literal name.
 */
export const publicEnv = {
  /** Canonical origin of the site, for sitemap, canonical and hreflang URLs. */
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /**
   * The API base in development (spec §7); empty means this origin's `/api`. Outside development
   * the base is the `api.` subdomain of the current host (`lib/api/base-url.ts`). The game
   * services' own bases are read at run time, not built in (`GET /client_config`'s `services`).
   */
  apiUrl: (process.env.NEXT_PUBLIC_API_URL || '').replace(/\/+$/, ''),
  /** Support contacts shown by the support-chat button. */
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@example.com',
  supportTelegram: process.env.NEXT_PUBLIC_SUPPORT_TELEGRAM || '',
  /**
   * Fingerprint Pro, the paid fingerprint (spec §3 `fp2`): the public API key, the region of its
   * servers (`us`, `eu` or `ap`) and an optional own endpoint (a proxy integration's origin).
   * Off (no script, no request, fp2 null) while the key is empty.
   */
  fingerprintPro: {
    key: process.env.NEXT_PUBLIC_FINGERPRINT_PRO_KEY || '',
    region: process.env.NEXT_PUBLIC_FINGERPRINT_PRO_REGION || '',
    endpoint: process.env.NEXT_PUBLIC_FINGERPRINT_PRO_ENDPOINT || '',
  },
};
