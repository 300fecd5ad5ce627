'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { RevealedSeeds } from '@/lib/schemas/games';
import { fieldsFromQuery, type VerifierFields } from './fair-query';
import { FairSeeds } from './fair-seeds';
import { FairVerifier } from './fair-verifier';

/**
 * The interactive half of `/fair`: the player's seeds and the verifier, filled in from the query
 * string (a bet's "Verify" link) or from a pair the player has just revealed.
 */
export function FairTools() {
  const query = useSearchParams();
  const [preset, setPreset] = useState<{ version: number; fields: VerifierFields }>(() => ({
    version: 0,
    fields: fieldsFromQuery(query),
  }));

  function verifyRevealed(revealed: RevealedSeeds) {
    setPreset(({ version, fields }) => ({
      version: version + 1,
      fields: {
        ...fields,
        serverSeed: revealed.server_seed,
        clientSeed: revealed.client_seed,
        hash: revealed.server_seed_hash,
        nonce: String(Math.max(0, revealed.nonce - 1)),
      },
    }));
    document.getElementById('fair-verifier')?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <>
      <FairSeeds onVerify={verifyRevealed} />
      {/* A new preset starts the verifier afresh with its fields. */}
      <FairVerifier key={preset.version} initial={preset.fields} />
    </>
  );
}
