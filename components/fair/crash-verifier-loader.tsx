'use client';

import dynamic from 'next/dynamic';

/** The crash verifier, loaded after the page: it brings SHA-256 and HMAC code the text above does not need. */
export const CrashVerifierLoader = dynamic(
  () => import('./crash-verifier').then((module) => module.CrashVerifier),
  { ssr: false },
);
