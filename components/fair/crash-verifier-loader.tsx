'use client';

import dynamic from 'next/dynamic';
import { AskedOrNear } from './asked-or-near';
import { CRASH_QUERY } from './tool-queries';

const CrashVerifier = dynamic(
  () => import('./crash-verifier').then((module) => module.CrashVerifier),
  { ssr: false },
);

/**
 * The crash verifier, loaded when the reader comes near it, or at once for a round's link
 * (`?crash_hash=`): it brings SHA-256 and HMAC code the text above does not need.
 */
export const CrashVerifierLoader = () => (
  <AskedOrNear param={CRASH_QUERY}>
    <CrashVerifier />
  </AskedOrNear>
);
