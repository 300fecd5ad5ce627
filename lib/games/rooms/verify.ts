import { hashServerSeed, isServerSeed } from '@/lib/games/fair/seeds';
import { drandRoundAfter, QUICKNET } from './drand';
import { winningTicket } from './draw';
import { ticketTableProblem, totalTickets, winnerOf, type TicketRange } from './tickets';

/** What the `/fair` rooms verifier takes: the round's seed, entropy, id and ticket table. */
export type RoomRoundInput = {
  serverSeed: string;
  /** The hash published when the round opened; optional, checked when given. */
  serverSeedHash?: string;
  entropy: string;
  roundId: number;
  table: readonly TicketRange[];
};

export type RoomRoundVerification =
  | {
      ok: true;
      /** SHA-256 of the server seed, to compare with the hash published at the open. */
      computedHash: string;
      /** Whether it equals the given hash; null when none was given. */
      hashMatches: boolean | null;
      totalTickets: number;
      winningTicket: number;
      /** The index in the table of the bet holding the winning ticket. */
      winner: number;
    }
  | { ok: false; problems: ('serverSeed' | 'entropy' | 'roundId' | 'table')[] };

/**
 * Recomputes a room round's draw in the browser with the code the server draws with: the seed's
 * hash against the published one, the winning ticket from the seed, the entropy and the round
 * id, and the bet of the table holding it.
 */
export function verifyRoomRound(input: RoomRoundInput): RoomRoundVerification {
  const problems: ('serverSeed' | 'entropy' | 'roundId' | 'table')[] = [];
  if (!isServerSeed(input.serverSeed)) problems.push('serverSeed');
  if (input.entropy.length === 0) problems.push('entropy');
  if (!Number.isSafeInteger(input.roundId) || input.roundId < 1) problems.push('roundId');
  if (ticketTableProblem(input.table)) problems.push('table');
  if (problems.length > 0) return { ok: false, problems };
  const computedHash = hashServerSeed(input.serverSeed);
  const wanted = input.serverSeedHash?.trim().toLowerCase();
  const total = totalTickets(input.table);
  const ticket = winningTicket(input.serverSeed, input.entropy, input.roundId, total);
  return {
    ok: true,
    computedHash,
    hashMatches: wanted ? wanted === computedHash : null,
    totalTickets: total,
    winningTicket: ticket,
    winner: winnerOf(input.table, ticket),
  };
}

/** A drawn round's beacon as `/fair` shows it: `beacon` of the round's record. */
export type RoomBeaconInput = {
  chainHash: string;
  round: number;
  publicKey: string;
  signature: string;
  genesis: number;
  period: number;
};

export type RoomBeaconVerification = {
  /** The League of Entropy's quicknet (pinned in `drand.ts`), or null: another chain's key. */
  chain: 'quicknet' | null;
  /** The BLS signature is the chain key's on this beacon round. */
  signature: boolean;
  /** The entropy is the SHA-256 of the signature. */
  randomness: boolean;
  /** The beacon round is the first due after betting closed; null without a close time. */
  firstAfterClose: boolean | null;
};

/**
 * Checks the beacon a room round was drawn with: its signature under the chain's key, that the
 * entropy is its randomness, and that it is the first round due after the close (so nobody chose
 * it). For quicknet the key and timing are the pinned ones, whatever the record says. The pairing
 * code is imported here, only when a beacon is checked: it is large.
 */
export async function verifyRoomBeacon(
  beacon: RoomBeaconInput,
  entropy: string,
  closedAt: number | null,
): Promise<RoomBeaconVerification> {
  const { checkBeacon } = await import('./drand-verify');
  const quicknet = beacon.chainHash.trim().toLowerCase() === QUICKNET.hash;
  const chain = quicknet
    ? QUICKNET
    : { publicKey: beacon.publicKey, genesis: beacon.genesis, period: beacon.period };
  const check = checkBeacon(chain.publicKey, {
    round: beacon.round,
    signature: beacon.signature.trim(),
    randomness: entropy.trim(),
  });
  return {
    chain: quicknet ? 'quicknet' : null,
    signature: check.signature,
    randomness: check.randomness === true,
    firstAfterClose:
      closedAt === null || !(chain.period > 0)
        ? null
        : drandRoundAfter(chain, closedAt) === beacon.round,
  };
}
