import { geoAnswerSchema } from '@/lib/schemas/geo';
import { locateVisitor } from '@/server/services/geo/locate-visitor';
import { clientIp, router } from '../env';
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
        const location = await locateVisitor(ctx, {
          ip: clientIp(c),
          countryHeader: c.req.header(ctx.config.geo.countryHeader),
        });
        return { data: location };
      },
    ),
  );
