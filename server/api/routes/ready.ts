import { z } from 'zod';
import type { AppContext } from '@/server/app-context';
import { checkReadiness, READINESS_CHECK_MS } from '@/server/services/readiness/check-readiness';
import { router } from '../env';
import { operation } from '../operation';

const checkSchema = z.object({ ok: z.boolean(), ms: z.number().int().min(0) });

const checksSchema = z.object({
  database: checkSchema.extend({
    migrations: z
      .object({
        applied: z.number().int().min(0),
        expected: z.number().int().min(0),
        pending: z.array(z.string()).describe('Tags of the migrations not applied'),
      })
      .nullable(),
  }),
  redis: checkSchema.extend({ configured: z.boolean() }),
  engines: checkSchema.extend({
    leases: z.array(
      z.object({
        engine: z.string(),
        epoch: z.number().int().nullable(),
        driving: z.boolean().describe('Whether this instance drives the engine'),
        renewed_s_ago: z.number().min(0).nullable(),
        stale: z.boolean().describe('Nobody renewed the lease for over 3 × its length'),
      }),
    ),
  }),
});

const warningsSchema = z
  .array(z.string())
  .describe('Worth a look, yet no reason to take this instance out of the balancer');

const readyAnswerSchema = z.object({
  status: z.literal('ready'),
  checks: checksSchema,
  warnings: warningsSchema,
});

const notReadyAnswerSchema = z.object({
  status: z.literal('not_ready'),
  reasons: z.array(z.string()).min(1),
  /** Null while the process is still starting (opening and migrating its database). */
  checks: checksSchema.nullable(),
  warnings: warningsSchema,
});

type NotReady = z.input<typeof notReadyAnswerSchema>;

/**
 * The context, or why there is none yet: still starting (migrating, seeding) after the checks'
 * time, or its start failed (the next probe starts it again).
 */
async function contextOrReason(getContext: () => Promise<AppContext>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const starting = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('context: still starting'), READINESS_CHECK_MS);
  });
  try {
    return await Promise.race([getContext(), starting]);
  } catch {
    return 'context: could not start (the log says why)';
  } finally {
    clearTimeout(timer);
  }
}

// GET /api/ready — readiness probe: the database migrated, Redis, the engines' leases
export function ready(getContext: () => Promise<AppContext>) {
  return router().get(
    '/',
    operation(
      {
        summary: 'Readiness probe for load balancers',
        description:
          'Ready (200) when the database answers and carries every migration of this build, ' +
          'the Redis of REDIS_URL answers where one is set, and the engines\u2019 leases can be ' +
          'read; otherwise 503 with the reasons. Each check has 2 s. A lease nobody renews is ' +
          'a warning, not a reason: every instance would leave the balancer at once. ' +
          '`GET /health` stays the cheap liveness probe.',
        tags: ['meta'],
        answer: readyAnswerSchema,
        errors: [503],
        errorAnswer: notReadyAnswerSchema,
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const ctx = await contextOrReason(getContext);
        if (typeof ctx === 'string') {
          return c.json(
            { status: 'not_ready', reasons: [ctx], checks: null, warnings: [] } satisfies NotReady,
            503,
          );
        }
        // Set for what runs after the handler: the answer checked against its contract in
        // development, the security headers.
        c.set('ctx', ctx);
        const { ready: isReady, reasons, warnings, checks } = await checkReadiness(ctx);
        if (!isReady) {
          return c.json({ status: 'not_ready', reasons, checks, warnings } satisfies NotReady, 503);
        }
        return { status: 'ready' as const, checks, warnings };
      },
    ),
  );
}
