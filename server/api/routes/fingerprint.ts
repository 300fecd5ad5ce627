import { fingerprintPublicKeySchema } from '@/lib/fingerprint/format';
import { router } from '../env';
import { operation } from '../operation';

export const fingerprint = router()
  // GET /api/v2/fingerprint/key — the public key browsers encrypt their fingerprint (fpp) to
  .get(
    '/key',
    operation(
      {
        summary: 'The public key browsers encrypt their fingerprint (`fpp`) to',
        tags: ['auth'],
        answer: fingerprintPublicKeySchema,
      },
      (c) => {
        const { kid, publicJwk } = c.var.ctx.config.fingerprintKey;
        c.header('Cache-Control', 'public, max-age=3600');
        return { kid, jwk: publicJwk };
      },
    ),
  );
