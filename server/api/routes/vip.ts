import { successAnswerSchema } from '@/lib/schemas/common';
import { vipJoinRequestSchema } from '@/lib/schemas/profile';
import { joinVip } from '@/server/services/vip/join-vip';
import { router } from '../env';
import { operation } from '../operation';

export const vip = router()
  // POST /api/v2/vip/join — ask to join the VIP club
  .post(
    '/join',
    operation(
      {
        summary: 'Ask to join the VIP club; asking again changes nothing',
        tags: ['profile'],
        auth: 'bearer',
        body: vipJoinRequestSchema,
        answer: successAnswerSchema,
      },
      async (c, { body }) => {
        await joinVip(c.var.ctx, c.var.auth.user.id, body.request_type);
        return { success: true };
      },
    ),
  );
