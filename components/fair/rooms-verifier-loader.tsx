'use client';

import dynamic from 'next/dynamic';

/**
 * `RoomsVerifier`, loaded after the page like the other tools: it brings the HMAC code and reads
 * the query string (`?room_round=`), so it was never in the prerendered HTML anyway.
 */
export const RoomsVerifierLoader = dynamic(
  () => import('./rooms-verifier').then((module) => module.RoomsVerifier),
  { ssr: false },
);
