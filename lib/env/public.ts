/**
 * Public configuration: values the browser may see. Next inlines `NEXT_PUBLIC_*` at build time,
 * so each is read by its literal name.
 */
export const publicEnv = {
  /** Canonical origin of the site, for sitemap, canonical and hreflang URLs. */
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /**
   * The API base in development (spec §7); empty means this origin's `/api`. Outside development
   * the base is the `api.` subdomain of the current host (`lib/api/base-url.ts`).
   */
  apiUrl: (process.env.NEXT_PUBLIC_API_URL || '').replace(/\/+$/, ''),
  /**
   * Bases of the game services (spec §7): a full URL, or a port on the main API's host.
   * Unset, a service is served by the main API.
   */
  serviceApis: {
    crash: {
      url: process.env.NEXT_PUBLIC_CRASH_API_URL,
      port: process.env.NEXT_PUBLIC_CRASH_API_PORT,
    },
    cases: {
      url: process.env.NEXT_PUBLIC_CASES_API_URL,
      port: process.env.NEXT_PUBLIC_CASES_API_PORT,
    },
    miner: {
      url: process.env.NEXT_PUBLIC_MINER_API_URL,
      port: process.env.NEXT_PUBLIC_MINER_API_PORT,
    },
    general: {
      url: process.env.NEXT_PUBLIC_GENERAL_API_URL,
      port: process.env.NEXT_PUBLIC_GENERAL_API_PORT,
    },
    coinflip: {
      url: process.env.NEXT_PUBLIC_COINFLIP_API_URL,
      port: process.env.NEXT_PUBLIC_COINFLIP_API_PORT,
    },
    keno: {
      url: process.env.NEXT_PUBLIC_KENO_API_URL,
      port: process.env.NEXT_PUBLIC_KENO_API_PORT,
    },
    dice: {
      url: process.env.NEXT_PUBLIC_DICE_API_URL,
      port: process.env.NEXT_PUBLIC_DICE_API_PORT,
    },
  },
  /** reCAPTCHA v3 site key; the captcha stays off (no script, no token) while it is empty. */
  recaptchaSiteKey: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || '',
  /** Support contacts shown by the support-chat button. */
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@example.com',
  supportTelegram: process.env.NEXT_PUBLIC_SUPPORT_TELEGRAM || '',
};

export type ServiceName = keyof typeof publicEnv.serviceApis;
