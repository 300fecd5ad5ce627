import { registerEmailSchema, registerPhoneSchema } from '@/lib/schemas/auth';
import { registerPlayer } from '@/server/services/auth/register-player';
import { requestMeta, requestRegion, router } from '../env';
import { readBody } from '../validate';

export const register = router()
  // POST /api/v2/auth/register/email — open an account with e-mail and password
  .post('/email', async (c) => {
    const input = await readBody(c, registerEmailSchema);
    const meta = { ...requestMeta(c), region: requestRegion(c) };
    const token = await registerPlayer(c.var.ctx, { channel: 'email', ...input }, meta);
    return c.json({ success: true, token }, 201);
  })
  // POST /api/v2/auth/register/phone — open an account with phone and password
  .post('/phone', async (c) => {
    const input = await readBody(c, registerPhoneSchema);
    const meta = { ...requestMeta(c), region: requestRegion(c) };
    const token = await registerPlayer(c.var.ctx, { channel: 'phone', ...input }, meta);
    return c.json({ success: true, token }, 201);
  });
