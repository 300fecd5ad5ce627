import 'server-only';
import { publicEnv } from '@/lib/env/public';
import { crashCommitmentFileSchema, type CrashCommitmentFile } from '@/lib/schemas/fair';

/** How often `/fair` picks up a new chain's commitment: its page stays static in between. */
const REVALIDATE_S = 60;

/** Where the latest crash chain's signed commitment is, on the API's root. */
export const CRASH_COMMITMENT_PATH = '/api/v2/fair/crash/commitment.json';

/**
 * The latest crash chain's signed commitment, for `/fair`'s server HTML, or null (no chain yet,
 * or the API is not up: a page built then shows none until its next revalidation). Not through
 * `serverApi()`: that reads the visitor's cookies and would make the page dynamic; the
 * commitment is the same for everybody, so it is fetched like the head's verification values
 * (`lib/seo/site-verification.ts`) and cached with the page.
 */
export async function fetchCrashCommitment(): Promise<CrashCommitmentFile | null> {
  const base = process.env.API_INTERNAL_URL || `${publicEnv.siteUrl}/api`;
  try {
    const response = await fetch(`${base.replace(/\/+$/, '')}${CRASH_COMMITMENT_PATH}`, {
      next: { revalidate: REVALIDATE_S },
      signal: AbortSignal.timeout(1_000),
    });
    if (!response.ok) return null;
    return crashCommitmentFileSchema.parse(await response.json());
  } catch {
    return null;
  }
}
