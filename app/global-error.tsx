'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/pwa/chunk-errors';

// The last resort when even the language layout fails: it has no messages to translate with,
// so it goes straight to the error page by a full load, which renders with a fresh layout.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
    // A failed chunk load reloads the route itself (spec §8), once in 10 s.
    if (reloadOnChunkError(error)) return;
    // A full load on purpose: the client router belongs to the layout that just failed.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (!window.location.pathname.endsWith('/error')) window.location.assign('/error');
  }, [error]);

  return (
    <html lang="ru">
      <body />
    </html>
  );
}
