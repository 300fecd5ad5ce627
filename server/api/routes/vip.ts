import { successAnswerSchema } from '@/lib/schemas/common';
import { vipJoinRequestSchema } from '@/lib/schemas/profile';
import {
  operatorVipLadderAnswerSchema,
  operatorVipPlayerAnswerSchema,
  operatorVipRequestAnswerSchema,
  operatorVipRequestsAnswerSchema,
  operatorVipRequestsQuerySchema,
  putVipLadderRequestSchema,
  vipAnswerSchema,
  vipClaimAnswerSchema,
  vipDecisionRequestSchema,
} from '@/lib/schemas/vip';
import { toMajor } from '@/lib/money/units';
import { claimRakeback } from '@/server/services/vip/claim-rakeback';
import { joinVip } from '@/server/services/vip/join-vip';
import {
  decideVipRequest,
  listVipRequests,
  operatorLadder,
  operatorVipPlayer,
  putVipLadder,
} from '@/server/services/vip/operator-vip';
import { readVip } from '@/server/services/vip/read-vip';
import { idParam, router } from '../env';
import { operation } from '../operation';
import { optionalPlayer } from '../visitor';

/** The VIP club (issue 21), mounted at `/api/v2/vip`. */
export const vip = router()
  // GET /api/v2/vip — the ladder; with a session, the player's level, rakeback and history
  .get(
    '/',
    operation(
      {
        summary: 'The VIP ladder, and with a session the player\u2019s standing',
        description:
          '100 levels in six tiers with their points, level-up bonuses and rates. With a ' +
          'session: points, level, progress to the next level, claimable rakeback, the join ' +
          'request\u2019s state and the latest rewards.',
        tags: ['profile'],
        answer: vipAnswerSchema,
      },
      async (c) => readVip(c.var.ctx, await optionalPlayer(c)),
    ),
  )
  // POST /api/v2/vip/rakeback/claim — pay the accrued rakeback to real money
  .post(
    '/rakeback/claim',
    operation(
      {
        summary: 'Claim the accrued rakeback as real money; claiming again pays nothing twice',
        tags: ['profile'],
        auth: 'bearer',
        account: 'bonus',
        answer: vipClaimAnswerSchema,
        errors: [409],
        idempotent: true,
      },
      async (c) => {
        const claimed = await claimRakeback(c.var.ctx, c.var.auth.user.id);
        return {
          claimed: claimed.map((row) => ({ currency: row.currency, amount: toMajor(row.amount) })),
        };
      },
    ),
  )
  // POST /api/v2/vip/join — ask to join the VIP club
  .post(
    '/join',
    operation(
      {
        summary: 'Ask to join the VIP club; asking again changes nothing',
        tags: ['profile'],
        auth: 'bearer',
        account: 'bonus',
        body: vipJoinRequestSchema,
        answer: successAnswerSchema,
      },
      async (c, { body }) => {
        await joinVip(c.var.ctx, c.var.auth.user.id, body.request_type);
        return { success: true };
      },
    ),
  );

const TAGS = ['operator'] as const;

/** The VIP club's operator endpoints, mounted at `/operator/vip`. */
export const operatorVip = router()
  // GET /operator/vip/tiers — tiers' rates and levels' bonuses
  .get(
    '/tiers',
    operation(
      {
        summary: 'VIP tiers\u2019 rates and levels\u2019 points and bonuses',
        tags: TAGS,
        auth: { staff: 'vip.manage' },
        answer: operatorVipLadderAnswerSchema,
      },
      (c) => operatorLadder(c.var.ctx),
    ),
  )
  // PUT /operator/vip/tiers — set tiers' rates and levels' bonuses
  .put(
    '/tiers',
    operation(
      {
        summary: 'Set VIP tiers\u2019 rakeback and cashback rates and levels\u2019 bonuses',
        tags: TAGS,
        auth: { staff: 'vip.manage' },
        body: putVipLadderRequestSchema,
        answer: operatorVipLadderAnswerSchema,
      },
      (c, { body }) => putVipLadder(c.var.ctx, body),
    ),
  )
  // GET /operator/vip/players/{id} — a player's VIP state
  .get(
    '/players/:id',
    operation(
      {
        summary: 'A player\u2019s VIP points, level, rakeback, rewards and join requests',
        tags: TAGS,
        auth: { staff: 'vip.manage' },
        answer: operatorVipPlayerAnswerSchema,
        errors: [404],
      },
      (c) => operatorVipPlayer(c.var.ctx, idParam(c)),
    ),
  )
  // GET /operator/vip/requests?status= — join requests
  .get(
    '/requests',
    operation(
      {
        summary: 'VIP join requests, oldest first',
        tags: TAGS,
        auth: { staff: 'vip.manage' },
        query: operatorVipRequestsQuerySchema,
        answer: operatorVipRequestsAnswerSchema,
        errors: [422],
      },
      (c, { query }) => listVipRequests(c.var.ctx, query.status),
    ),
  )
  // POST /operator/vip/requests/{id}/decision — approve or decline a join request
  .post(
    '/requests/:id/decision',
    operation(
      {
        summary: 'Approve or decline an open VIP join request',
        tags: TAGS,
        auth: { staff: 'vip.manage' },
        body: vipDecisionRequestSchema,
        answer: operatorVipRequestAnswerSchema,
        errors: [404, 409],
      },
      (c, { body }) => decideVipRequest(c.var.ctx, idParam(c), body),
    ),
  );
