import { locales, type Locale } from '@/lib/i18n/config';

/**
 * `builds/meta/{id}.json` (spec §7, the app manifest): what a build says of itself, written by
 * scripts/pwa-build.ts beside `builds/latest.json`. `notes` is what changed in that build, per
 * language (messages' `Pwa.releaseNotes`), shown in the "new version" toast of pages made by an
 * older build: they learn what the new one brings from the new one's own file.
 */
export type BuildMeta = {
  id: string;
  timestamp: number;
  notes: Partial<Record<Locale, string>>;
};

/** The notes to publish from each language's messages: its `Pwa.releaseNotes`, when not blank. */
export function releaseNotesFrom(
  messages: Record<Locale, { Pwa?: { releaseNotes?: unknown } }>,
): BuildMeta['notes'] {
  const notes: BuildMeta['notes'] = {};
  for (const locale of locales) {
    const text = messages[locale]?.Pwa?.releaseNotes;
    if (typeof text === 'string' && text.trim()) notes[locale] = text.trim();
  }
  return notes;
}

function isBuildMeta(value: unknown, id: string): value is BuildMeta {
  if (!value || typeof value !== 'object') return false;
  const meta = value as Partial<BuildMeta>;
  return (
    meta.id === id &&
    typeof meta.timestamp === 'number' &&
    (meta.notes === undefined || (typeof meta.notes === 'object' && meta.notes !== null))
  );
}

/**
 * One build's manifest, or null when it cannot be had (not deployed yet, an error, another
 * shape): the toast then says only that there is a new version. Builds before the notes had
 * none, so a missing `notes` is none.
 */
export async function fetchBuildMeta(
  id: string,
  fetcher: typeof globalThis.fetch = globalThis.fetch,
): Promise<BuildMeta | null> {
  if (!/^[\w-]+$/.test(id)) return null;
  try {
    const response = await fetcher(`/builds/meta/${id}.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (!isBuildMeta(body, id)) return null;
    return { ...body, notes: body.notes ?? {} };
  } catch {
    return null;
  }
}

/** The build's note in `locale`, or null when it has none in that language. */
export function releaseNote(meta: BuildMeta | null, locale: Locale): string | null {
  const note = meta?.notes[locale];
  return typeof note === 'string' && note.trim() ? note : null;
}
