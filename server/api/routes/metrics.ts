import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@/server/lib/app-error';
import { sha256 } from '@/server/lib/secrets';
import { scrapeMetrics } from '@/server/services/metrics/context-metrics';
import { forgiveHit, hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { bearerToken, clientIp, router } from '../env';
import { handleNotFound } from '../errors';
import { operation } from '../operation';

/** Whether `token` is METRICS_TOKEN; digests are compared, so the time says nothing of it. */
function isMetricsToken(token: string, expected: string) {
  return timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(sha256(expected), 'hex'));
}

// GET /api/metrics — Prometheus metrics of this instance, for a scraper holding METRICS_TOKEN
export const metrics = router().get(
  '/',
  operation(
    {
      summary: 'Prometheus metrics of this instance',
      description:
        'Prometheus\u2019 text exposition format: requests by operation, ledger transfers, bets ' +
        'settled by product, open streams, the engines\u2019 leases, the feed\u2019s lag per ' +
        'producer, periodic jobs, the database pool and Node\u2019s process metrics. Needs ' +
        '`Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN set it answers 404. ' +
        'Wrong tokens are limited per address (429).',
      tags: ['meta'],
      answer: 'text',
      errors: [401, 404, 429],
    },
    async (c) => {
      const { ctx } = c.var;
      const expected = ctx.config.metricsToken;
      if (!expected) return handleNotFound(c);
      c.header('Cache-Control', 'no-store');
      // Counted before the comparison, so parallel guesses cannot all slip under the limit.
      const key = `metrics:${clientIp(c)}`;
      await hitRateLimit(ctx, key, LIMITS.metricsFailuresByIp);
      const token = bearerToken(c);
      if (!token || !isMetricsToken(token, expected)) throw AppError.unauthorized();
      await forgiveHit(ctx, key);
      const { contentType, text } = await scrapeMetrics(ctx);
      return c.body(text, 200, { 'Content-Type': contentType });
    },
  ),
);
