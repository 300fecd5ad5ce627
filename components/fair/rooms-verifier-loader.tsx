'use client';

import dynamic from 'next/dynamic';
import { AskedOrNear } from './asked-or-near';
import { ROOMS_QUERY } from './tool-queries';

const RoomsVerifier = dynamic(
  () => import('./rooms-verifier').then((module) => module.RoomsVerifier),
  { ssr: false },
);

/**
 * `RoomsVerifier`, loaded when the reader comes near it, or at once for a round's link
 * (`?room_round=`): it brings the HMAC code and drand's BLS check (about 9 KB gzip).
 */
export const RoomsVerifierLoader = () => (
  <AskedOrNear param={ROOMS_QUERY}>
    <RoomsVerifier />
  </AskedOrNear>
);
