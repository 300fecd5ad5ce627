'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { WhenNear } from '@/components/ui/when-near';
import { CRASH_QUERY } from './tool-queries';

const CrashVerifier = dynamic(
  () => import('./crash-verifier').then((module) => module.CrashVerifier),
  { ssr: false },
);

/**
 * The crash verifier, loaded when the reader comes near it, or at once for a round's link
 * (`?crash_hash=`): it brings SHA-256 and HMAC code the text above does not need.
 */
export function CrashVerifierLoader() {
  const query = useSearchParams();
  return (
    <WhenNear eager={query.has(CRASH_QUERY)}>
      <CrashVerifier />
    </WhenNear>
  );
}
