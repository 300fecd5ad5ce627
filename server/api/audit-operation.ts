import { log } from '@/server/lib/log';
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
 * body's own when it has one; `before` stays empty here.
 *
 * Written after the operation has committed, outside its transaction, and never failing it: the
 * change is done, and a 500 now would make the client retry a payout approval or a balance
 * correction that already happened. A row that cannot be written is an error line in the log,
 * `audit: a staff operation's row was not written`, carrying the whole row, for an alert and for
 * writing it by hand. An operation whose row must commit with it (or that wants its state before
 * the change in the row) writes the row itself in its transaction and sets `audit: false`.
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
  const entry = {
    action: `${c.req.method} ${route}`,
    actor: auditActor(actor),
    targetType,
    targetId: last ? (c.req.param(last) ?? null) : null,
    after: { request: kept(body), answer: kept(answer) },
    reason,
    requestId: c.var.requestId,
    address: clientIp(c),
  };
  try {
    await recordAudit(c.var.ctx, entry);
  } catch (error) {
    log.error("audit: a staff operation's row was not written", { audit: entry, error });
  }
}
