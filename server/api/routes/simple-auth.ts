import { simpleAuthSchema } from '@/lib/schemas/marketing';
import { loginWithSimpleAuth } from '@/server/services/marketing/login-with-simple-auth';
import { requestMeta, router } from '../env';
import { readBody } from '../validate';

export const simpleAuth = router()
  // POST /middleware/simpleAuth — trade a one-time simple-auth token for a bearer token
  .post('/simpleAuth', async (c) => {
    const { token } = await readBody(c, simpleAuthSchema);
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await loginWithSimpleAuth(c.var.ctx, token, requestMeta(c)) });
  });
