import { MIRROR_PROBE_LIMIT } from '@/lib/constants/mirrors';
import type { MirrorRecord } from './store';

/** A base without a trailing slash, so one base is one entry. */
export function normalizeBase(base: string) {
  return base.replace(/\/+$/, '');
}

/**
 * The API bases to try, in order, once `first` is tried or known to have failed: the stored
 * base, then the known mirrors' bases; each once, at most `MIRROR_PROBE_LIMIT`.
 */
export function candidateBases(
  record: MirrorRecord | null,
  { first, exclude = [] }: { first?: string; exclude?: string[] } = {},
): string[] {
  const skip = new Set(exclude.map(normalizeBase));
  const bases = [first, record?.apiBase, ...(record?.mirrors ?? []).map((mirror) => mirror.api)]
    .filter((base): base is string => Boolean(base))
    .map(normalizeBase)
    .filter((base) => !skip.has(base));
  return [...new Set(bases)].slice(0, MIRROR_PROBE_LIMIT);
}
