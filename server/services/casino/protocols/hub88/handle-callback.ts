import type { z } from 'zod';
import { parseExternalPlayerId } from '@/lib/casino/player-id';
import type { Hub88Status, Hub88WalletAnswer } from '@/lib/schemas/casino-protocols';
import type { Ctx } from '../../wallet/callback';
import type { Hub88Connection } from '../../connections';
import { HUB88_OPERATIONS, type Hub88OperationName } from './operations';
import { verifyHub88 } from './signature';

/**
 * One Hub88 Wallet API call, from its raw body to its answer (always HTTP 200, research B2.3):
 * the signature over the exact bytes first (RS_ERROR_INVALID_SIGNATURE, nothing read or
 * changed), then the JSON (RS_ERROR_WRONG_SYNTAX), the fields (a missing one is
 * RS_ERROR_WRONG_SYNTAX, a present one of the wrong type RS_ERROR_WRONG_TYPES), the player, and
 * the wallet. `request_uuid` is echoed whenever the body names one.
 */
export async function handleHub88Callback(
  ctx: Ctx,
  connection: Hub88Connection,
  name: Hub88OperationName,
  rawBody: string,
  signature: string | null | undefined,
): Promise<Hub88WalletAnswer & Record<string, unknown>> {
  const echo = looseEcho(rawBody);
  const refuse = (status: Hub88Status) => ({ ...echo, status });
  if (!verifyHub88(rawBody, signature, connection.callerKey())) {
    return refuse('RS_ERROR_INVALID_SIGNATURE');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return refuse('RS_ERROR_WRONG_SYNTAX');
  }
  const operation = HUB88_OPERATIONS[name];
  const parsed = (operation.schema as z.ZodType).safeParse(json);
  if (!parsed.success) return refuse(syntaxStatus(parsed.error, json));
  const body = parsed.data as { user: string; request_uuid: string };
  const player = parseExternalPlayerId(body.user);
  if (!player) return refuse(operation.hasToken ? 'RS_ERROR_INVALID_TOKEN' : 'RS_ERROR_UNKNOWN');
  return (operation.run as (...args: unknown[]) => ReturnType<typeof operation.run>)(
    ctx,
    connection,
    body,
    player,
  );
}

/**
 * WRONG_SYNTAX for a body that is not an object or lacks a required field; WRONG_TYPES when
 * every problem is a field present with the wrong type or shape.
 */
function syntaxStatus(error: z.ZodError, json: unknown): Hub88Status {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return 'RS_ERROR_WRONG_SYNTAX';
  }
  const missing = error.issues.some(
    (issue) => issue.path.length === 1 && !(String(issue.path[0]) in json),
  );
  return missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES';
}

/** `request_uuid` and `user` from a body we may not trust or parse yet, to echo them. */
function looseEcho(rawBody: string): { request_uuid: string; user?: string } {
  try {
    const json = JSON.parse(rawBody) as Record<string, unknown>;
    const text = (value: unknown) =>
      typeof value === 'string' && value.length <= 255 ? value : undefined;
    const user = text(json?.user);
    return { request_uuid: text(json?.request_uuid) ?? '', ...(user && { user }) };
  } catch {
    return { request_uuid: '' };
  }
}
