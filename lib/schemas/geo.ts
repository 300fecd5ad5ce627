import { z } from '@/lib/zod';
import { REGIONS } from '@/lib/constants/geo';

/** The visitor's country and region (spec §3 Geo data); the middleware bundles this file. */

/** The Geo data of spec §3: the address, its country when known, the region served. */
export const visitorLocationSchema = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2; null when neither the proxy nor the address table knows. */
  country_code: z.string().nullable(),
  region: z.enum(REGIONS),
});
export type VisitorLocation = z.infer<typeof visitorLocationSchema>;

/** `GET /geo_ip`; a visitor in a blocked country gets 451 instead. */
export const geoAnswerSchema = z.object({ data: visitorLocationSchema });
