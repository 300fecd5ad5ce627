'use client';

import { useEffect, useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { fetchKycFile, type KycFileSource } from '@/lib/api/office-risk';

export type KycFile = { url: string; type: string } | { error: unknown } | null;

/** How long an opened PDF's blob URL lives: the new tab has read it long before. */
const OPENED_URL_LIFE_MS = 60_000;

/**
 * A document's bytes as a blob URL for `<img>` (fetched with the staff token, which no `src`
 * can carry), revoked when the component goes; null while loading or when `enabled` is false.
 */
export function useKycFile(
  userId: number,
  source: KycFileSource,
  fileId: string,
  enabled: boolean,
): KycFile {
  const [file, setFile] = useState<KycFile>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchKycFile(officeApi(), userId, source, fileId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFile({ error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [userId, source, fileId, enabled]);
  return file;
}

/**
 * Opens a document (a PDF) in a new tab through a blob URL. The tab opens at the click, so no
 * pop-up blocker stops it, and is pointed at the bytes once they arrive; it is closed again
 * when they cannot be had. Answers the error, if any.
 */
export async function openKycFileInTab(
  userId: number,
  source: KycFileSource,
  fileId: string,
): Promise<unknown> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const blob = await fetchKycFile(officeApi(), userId, source, fileId);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFE_MS);
    return null;
  } catch (error) {
    tab?.close();
    return error;
  }
}
