import { geoAnswerSchema } from '@/lib/schemas/geo';
import { locateVisitor } from '@/server/services/geo/locate-visitor';
import { requestClient, router } from '../env';
import { operation } from '../operation';

export const geo = router()
  // GET /geo_ip — the visitor's address, country and region (spec §3); 451 in a blocked country
  .get(
    '/',
    operation(
      {
        summary: 'The visitor\u2019s address, country and region; 451 in a blocked country',
        tags: ['geo'],
        answer: geoAnswerSchema,
        errors: [451],
      },
      async (c) => {
        // Per visitor: no shared cache may keep it, nor the browser reuse it.
        c.header('Cache-Control', 'private, no-store');
        const { ctx } = c.var;
        const { address, peerTrusted } = requestClient(c);
        const location = await locateVisitor(ctx, {
          ip: address,
          // Anyone can send the header; only a trusted proxy's is the country.
          countryHeader: peerTrusted ? c.req.header(ctx.config.geo.countryHeader) : undefined,
        });
        return { data: location };
      },
    ),
  );
