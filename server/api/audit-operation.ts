import { recordAudit, auditActor } from '@/server/services/staff/audit';
import type { StaffActor } from '@/server/services/staff/actor';
import { clientIp, type ApiContext } from './env';

/** A request or answer larger than this is kept as its size only: the trail is not a dump. */
const MAX_JSON_CHARS = 16_000;

function kept(value: unknown) {
  if (value === undefined || value instanceof Response) return null;
  const text = JSON.stringify(value);
  return text.length > MAX_JSON_CHARS ? { omitted_chars: text.length } : value;
}

/**
 * The audit row of a staff operation that changed something: the action is the method and the
 * route (`POST /operator/payouts/:id/approve`), the target the route's last parameter and the
 * segment before it (`payouts`, `42`), `after` the request as sent and the answer, `reason` the
 * body's own when it has one; `before` stays empty here. Written after the operation, outside its transaction: an
 * operation that wants its state before the change in the row writes the row itself and sets
 * `audit: false`.
 */
export async function auditOperation(
  c: ApiContext,
  actor: StaffActor,
  body: unknown,
  answer: unknown,
) {
  // The route as the contracts name it, without the app's `/api` base.
  const route = c.req.routePath.replace(/^\/api(?=\/)/, '');
  const names = [...route.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const last = names[names.length - 1];
  const segments = route.split('/');
  const targetType = last
    ? (segments[segments.indexOf(`:${last}`) - 1] ?? null)
    : (segments[segments.length - 1] ?? null);
  const reason =
    body && typeof body === 'object' && typeof (body as { reason?: unknown }).reason === 'string'
      ? (body as { reason: string }).reason
      : null;
  await recordAudit(c.var.ctx, {
    action: `${c.req.method} ${route}`,
    actor: auditActor(actor),
    targetType,
    targetId: last ? (c.req.param(last) ?? null) : null,
    after: { request: kept(body), answer: kept(answer) },
    reason,
    requestId: c.var.requestId,
    address: clientIp(c),
  });
}
