import { publicSettingsAnswerSchema } from '@/lib/schemas/marketing';
import { getPublicSettings } from '@/server/services/marketing/get-public-settings';
import { router } from '../env';
import { operation } from '../operation';

export const settings = router()
  // GET /settings — the public site settings (spec §3 settings store)
  .get(
    '/',
    operation(
      {
        summary: 'The public site settings',
        tags: ['marketing'],
        answer: publicSettingsAnswerSchema,
      },
      async (c) => {
        const data = await getPublicSettings(c.var.ctx);
        c.header('Cache-Control', 'public, max-age=60');
        return { data };
      },
    ),
  );
