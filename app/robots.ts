import type { MetadataRoute } from 'next';
import { publicEnv } from '@/lib/env/public';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/ingest/',
        '/*/profile',
        '/profile',
        '/*/reset-password/',
        '/reset-password/',
      ],
    },
    sitemap: `${publicEnv.siteUrl}/sitemap.xml`,
  };
}
