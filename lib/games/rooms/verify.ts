import { hashServerSeed, isServerSeed } from '@/lib/games/fair/seeds';
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
