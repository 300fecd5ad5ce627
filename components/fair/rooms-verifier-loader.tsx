'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { WhenNear } from '@/components/ui/when-near';
import { ROOMS_QUERY } from './tool-queries';

const RoomsVerifier = dynamic(
  () => import('./rooms-verifier').then((module) => module.RoomsVerifier),
  { ssr: false },
);

/**
 * `RoomsVerifier`, loaded when the reader comes near it, or at once for a round's link
 * (`?room_round=`): it brings the HMAC code and drand's BLS check (about 9 KB gzip).
 */
export function RoomsVerifierLoader() {
  const query = useSearchParams();
  return (
    <WhenNear eager={query.has(ROOMS_QUERY)}>
      <RoomsVerifier />
    </WhenNear>
  );
}
