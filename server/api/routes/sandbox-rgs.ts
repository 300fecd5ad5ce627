import {
  liveBetAnswerSchema,
  liveBetRequestSchema,
  liveTableAnswerSchema,
  sandboxLaunchAnswerSchema,
  slotSpinAnswerSchema,
  slotSpinRequestSchema,
} from '@/lib/schemas/sandbox-rgs';
import { AppError } from '@/server/lib/app-error';
import { findSandboxLaunch } from '@/server/services/casino/sandbox-rgs/launch';
import { sandboxLaunchState } from '@/server/services/casino/sandbox-rgs/launch-state';
import {
  liveTableState,
  LIVE_TABLE,
  placeLiveBet,
} from '@/server/services/casino/sandbox-rgs/live-table';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import { playSandboxSlot, SlotRoundRefused } from '@/server/services/casino/sandbox-rgs/play-slot';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const tags = ['casino'] as const;

/** The launch the path names: its id is the capability the iframe's address carries. */
async function launchOf(c: ApiContext) {
  const launch = await findSandboxLaunch(c.var.ctx, pathParam(c, 'id'));
  if (!launch) throw AppError.of('not_found', 404);
  return launch;
}

/**
 * The sandbox game provider's game API (its page in the iframe calls it), mounted at
 * `/sandbox-rgs` while the provider is on; a real aggregator's games talk to their own servers.
 */
export const sandboxRgs = router()
  // GET /sandbox-rgs/launches/{id} — the launch's game, balance, free rounds and seed commitment
  .get(
    '/launches/:id',
    operation(
      {
        summary: 'Sandbox provider: a launch\u2019s game, balance, free rounds and fairness',
        tags,
        answer: sandboxLaunchAnswerSchema,
        errors: [404],
      },
      async (c) => sandboxLaunchState(c.var.ctx, await launchOf(c)),
    ),
  )
  // POST /sandbox-rgs/launches/{id}/spin — one slot round, settled with the wallet
  .post(
    '/launches/:id/spin',
    operation(
      {
        summary:
          'Sandbox provider: plays one slot round and settles it with the site\u2019s wallet',
        tags,
        body: slotSpinRequestSchema,
        answer: slotSpinAnswerSchema,
        errors: [404],
      },
      async (c, { body }) => {
        const launch = await launchOf(c);
        try {
          return {
            status: 'settled' as const,
            ...(await playSandboxSlot(c.var.ctx, launch, body.bet)),
          };
        } catch (error) {
          if (!(error instanceof SlotRoundRefused)) throw error;
          return { status: 'refused' as const, error: error.reason, balance: error.balance };
        }
      },
    ),
  )
  // GET /sandbox-rgs/launches/{id}/table — the live table: round, phase, result, bets at it
  .get(
    '/launches/:id/table',
    operation(
      {
        summary: 'Sandbox provider: the live roulette table as this launch\u2019s player sees it',
        tags,
        answer: liveTableAnswerSchema,
        errors: [404],
      },
      async (c) => liveTableState(c.var.ctx, await liveLaunchOf(c)),
    ),
  )
  // POST /sandbox-rgs/launches/{id}/table/bets — a bet on the open round, taken by the wallet
  .post(
    '/launches/:id/table/bets',
    operation(
      {
        summary: 'Sandbox provider: a bet on the live table\u2019s open round',
        tags,
        body: liveBetRequestSchema,
        answer: liveBetAnswerSchema,
        errors: [404],
      },
      async (c, { body }) =>
        placeLiveBet(c.var.ctx, await liveLaunchOf(c), body.chips as RouletteBet[]),
    ),
  );

/** A launch of the live table; a slot's launch has no table (404). */
async function liveLaunchOf(c: ApiContext) {
  const launch = await launchOf(c);
  if (launch.gameCode !== LIVE_TABLE) throw AppError.of('not_found', 404);
  return launch;
}
