import type { z } from '@/lib/zod';
import type { topAnswerSchema, topQuerySchema } from '@/lib/schemas/top';
import { schemaLoader, type ApiClient } from './client';

const topSchemas = schemaLoader(() => import('@/lib/schemas/top'));

export type TopAnswer = z.output<typeof topAnswerSchema>;
export type TopQuery = z.output<typeof topQuerySchema>;

/** `GET /top`: the boards of a period and product filter, computed every minute. */
export function fetchTop(api: ApiClient, query: TopQuery) {
  return api.get('top', topSchemas('topAnswerSchema'), { searchParams: query });
}
