import { z } from 'zod';
import { joinVip } from '@/server/services/vip/join-vip';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

const joinSchema = z.strictObject({
  /** Where the request came from: `register` (the modal's checkbox), `social`, `page`. */
  request_type: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[a-z_]+$/),
});

export const vip = router()
  // POST /api/v2/vip/join — ask to join the VIP club
  .post('/join', requireAuth, async (c) => {
    const { request_type } = await readBody(c, joinSchema);
    await joinVip(c.var.ctx, c.var.auth.user.id, request_type);
    return c.json({ success: true });
  });
