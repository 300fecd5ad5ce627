import 'server-only';
import type { Metadata } from 'next';
import { publicEnv } from '@/lib/env/public';
import { mirrorAnswerSchema } from '@/lib/schemas/marketing';

/** How often pages pick up a changed verification value. */
const REVALIDATE_S = 300;
let warned = false;

/**
 * The search-engine verification values of the mirror answer (spec §3, §7), for the page head.
 * Pages stay static: the value is fetched with revalidation, and a page built while the API is
 * not up simply has none until the next revalidation. Failures are only logged (spec §8).
 */
export async function siteVerification(): Promise<Metadata['verification']> {
  const base = process.env.API_INTERNAL_URL || `${publicEnv.siteUrl}/api`;
  try {
    const response = await fetch(`${base.replace(/\/+$/, '')}/mirror`, {
      next: { revalidate: REVALIDATE_S },
      signal: AbortSignal.timeout(1_000),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { verification } = mirrorAnswerSchema.parse(await response.json());
    const google = verification.google || undefined;
    const yandex = verification.yandex || undefined;
    return google || yandex ? { google, yandex } : undefined;
  } catch (error) {
    if (!warned) console.warn('site verification not loaded:', (error as Error).message);
    warned = true;
    return undefined;
  }
}
