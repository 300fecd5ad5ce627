import { router } from '../env';

export const fingerprint = router()
  // GET /api/v2/fingerprint/key — the public key browsers encrypt their fingerprint (fpp) to
  .get('/key', (c) => {
    const { kid, publicJwk } = c.var.ctx.config.fingerprintKey;
    return c.json({ kid, jwk: publicJwk }, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
