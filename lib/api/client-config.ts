import type { ClientConfigAnswer } from '@/lib/schemas/client-config';
import { schemaLoader, type ApiClient } from './client';

const schemas = schemaLoader(() => import('@/lib/schemas/client-config'));

let pending: Promise<ClientConfigAnswer | null> | null = null;

/**
 * `GET /client_config`, once per page load: the analytics key and consent rule and the support
 * chat's scripts. A failure answers null (analytics and the widget stay off) and is asked again
 * on the next call.
 */
export function fetchClientConfig(api: ApiClient): Promise<ClientConfigAnswer | null> {
  pending ??= api.get('client_config', schemas('clientConfigAnswerSchema')).catch(() => {
    pending = null;
    return null;
  });
  return pending;
}

/** Forgets the answer, so the next call asks again (tests; a page that outlives a deployment). */
export function forgetClientConfig(): void {
  pending = null;
}
