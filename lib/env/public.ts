/**
 * Public configuration: values the browser may see. Next inlines `NEXT_PUBLIC_*` at build time,
 * so each is read by its literal name.
 */
export const publicEnv = {
  /** Canonical origin of the site, for sitemap, canonical and hreflang URLs. */
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /** Product analytics key; analytics stay off while it is empty. */
  posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY || '',
  /** Support contacts shown by the support-chat button. */
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@example.com',
  supportTelegram: process.env.NEXT_PUBLIC_SUPPORT_TELEGRAM || '',
};
