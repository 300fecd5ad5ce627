import { getPublicSettings } from '@/server/services/marketing/get-public-settings';
import { router } from '../env';

export const settings = router()
  // GET /settings — the public site settings (spec §3 settings store)
  .get('/', async (c) => {
    const data = await getPublicSettings(c.var.ctx);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data });
  });
