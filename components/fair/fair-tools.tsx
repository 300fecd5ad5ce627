'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { formFromQuery, type VerifierForm } from '@/lib/games/verify';
import type { RevealedSeeds } from '@/lib/schemas/games';
import { FairSeeds } from './fair-seeds';
import { FairVerifier } from './fair-verifier';

/**
 * The interactive half of `/fair`: the player's seeds and the verifier, filled in from the query
 * string (a bet's "Verify" link) or from a pair the player has just revealed.
 */
export function FairTools() {
  const query = useSearchParams();
  const [preset, setPreset] = useState<{ version: number; form: VerifierForm }>(() => ({
    version: 0,
    form: formFromQuery(query),
  }));

  function verifyRevealed(revealed: RevealedSeeds) {
    setPreset(({ version, form }) => ({
      version: version + 1,
      form: {
        ...form,
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
      <FairVerifier key={preset.version} initial={preset.form} />
    </>
  );
}
