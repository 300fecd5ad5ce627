import {
  sandboxLaunchAnswerSchema,
  slotSpinAnswerSchema,
  slotSpinRequestSchema,
} from '@/lib/schemas/sandbox-rgs';
import { AppError } from '@/server/lib/app-error';
import { findSandboxLaunch } from '@/server/services/casino/sandbox-rgs/launch';
import { sandboxLaunchState } from '@/server/services/casino/sandbox-rgs/launch-state';
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
  );
