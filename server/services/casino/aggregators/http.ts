import type { z } from 'zod';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { AppContext } from '@/server/app-context';
import { AggregatorUnavailableError } from './types';

/** How long one call to an aggregator may take before it counts as down. */
export const AGGREGATOR_TIMEOUT_MS = 10_000;

/**
 * One HTTP call to an aggregator and its answer checked against `schema`: a timeout, a network
 * failure, a non-2xx status, a body that is not JSON or does not match is an
 * `AggregatorUnavailableError` naming what went wrong (the service logs it and answers 503).
 */
export async function callJson<T extends z.ZodType>(
  ctx: Pick<AppContext, 'fetch'>,
  aggregator: CasinoAggregator,
  request: { url: string; init: RequestInit; what: string; timeoutMs?: number },
  schema: T,
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await ctx.fetch(request.url, {
      ...request.init,
      signal: AbortSignal.timeout(request.timeoutMs ?? AGGREGATOR_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AggregatorUnavailableError(
      aggregator,
      new Error(`${request.what}: no answer`, { cause: error }),
    );
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    throw new AggregatorUnavailableError(
      aggregator,
      new AggregatorHttpError(
        response.status,
        `${request.what}: HTTP ${response.status} ${text.slice(0, 300)}`,
      ),
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AggregatorUnavailableError(aggregator, new Error(`${request.what}: not JSON`));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AggregatorUnavailableError(
      aggregator,
      new Error(
        `${request.what}: unexpected answer (${parsed.error.issues[0]?.message ?? 'schema'})`,
      ),
    );
  }
  return parsed.data;
}

/** A non-2xx answer (the cause of an `AggregatorUnavailableError`), with its status to tell 404. */
export class AggregatorHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AggregatorHttpError';
  }
}

/** The aggregator answered, but nothing it offers fits the order (no prepaid, no total bet). */
export function noMatch(aggregator: CasinoAggregator, message: string): never {
  throw new AggregatorUnavailableError(aggregator, new Error(message));
}
