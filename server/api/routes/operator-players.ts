import { accountStateAnswerSchema, accountStateRequestSchema } from '@/lib/schemas/account-state';
import { operatorProtectionAnswerSchema } from '@/lib/schemas/protection';
import { auditActor } from '@/server/services/staff/audit';
import { setAccountState } from '@/server/services/account-states/set-account-state';
import { readProtectionForStaff } from '@/server/services/protection/staff-view';
import { clientIp, idParam, router } from '../env';
import { operation } from '../operation';

/** Staff acting on players' accounts, mounted at `/operator/players`. */
export const operatorPlayers = router()
  // POST /operator/players/{id}/state — block, close or reopen an account
  .post(
    '/:id/state',
    operation(
      {
        summary: 'Block, close or reopen a player\u2019s account, with a reason',
        description:
          'A blocked or closed account cannot sign in, bet, deposit or receive bonuses; blocking or closing ends its sessions at once. Pending payouts of a blocked account cannot be approved (they may be rejected); a closed account is still paid. `active` reopens it. The audit keeps the state before and after.',
        tags: ['operator', 'players'],
        auth: { staff: 'players.block' },
        body: accountStateRequestSchema,
        answer: accountStateAnswerSchema,
        errors: [404],
        // Its own audit row, in the change's transaction, with the state before.
        audit: false,
      },
      (c, { body }) =>
        setAccountState(c.var.ctx, {
          userId: idParam(c),
          state: body.state,
          reason: body.reason,
          actor: auditActor(c.var.staff),
          requestId: c.var.requestId,
          address: clientIp(c),
        }),
    ),
  )
  // GET /operator/players/{id}/protection — the player's limits and exclusions, with history
  .get(
    '/:id/protection',
    operation(
      {
        summary: 'A player\u2019s limits, reality check and exclusion, with their history',
        description:
          'Read only: staff can never raise a player\u2019s limit nor end a time-out or self-exclusion early.',
        tags: ['operator', 'players'],
        auth: { staff: 'players.protection' },
        answer: operatorProtectionAnswerSchema,
        errors: [404],
      },
      (c) => readProtectionForStaff(c.var.ctx, idParam(c)),
    ),
  );
