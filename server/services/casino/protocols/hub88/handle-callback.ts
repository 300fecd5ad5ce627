import type { z } from 'zod';
import { parseExternalPlayerId } from '@/lib/casino/player-id';
import type { Hub88Status, Hub88WalletAnswer } from '@/lib/schemas/casino-protocols';
import { decodeUtf8, isUnstorable, nestedDeeperThan, unstorablePaths } from '@/server/lib/text';
import type { Ctx } from '../../wallet/callback';
import type { Hub88Connection } from '../../connections';
import { HUB88_OPERATIONS, type Hub88OperationName } from './operations';
import { verifyHub88 } from './signature';

/**
 * One Hub88 Wallet API call, from its raw body to its answer (always HTTP 200, research B2.3):
 * the signature over the exact bytes first (RS_ERROR_INVALID_SIGNATURE, nothing read or
 * changed), then the JSON (RS_ERROR_WRONG_SYNTAX), the fields (a missing one is
 * RS_ERROR_WRONG_SYNTAX, a present one of the wrong type RS_ERROR_WRONG_TYPES), the player, and
 * the wallet. `request_uuid` is echoed whenever the body names one. A body no aggregator sends
 * is RS_ERROR_WRONG_SYNTAX ("doesn't match expected request form and/or syntax"): over the size
 * limit (`rawBody` null: nothing to check or echo), not UTF-8, nested deeper than any call, or
 * with text no database keeps (a NUL, half a surrogate pair), which the wallet could not record.
 */
export async function handleHub88Callback(
  ctx: Ctx,
  connection: Hub88Connection,
  name: Hub88OperationName,
  rawBody: Uint8Array | null,
  signature: string | null | undefined,
): Promise<Hub88WalletAnswer & Record<string, unknown>> {
  if (rawBody === null) return { request_uuid: '', status: 'RS_ERROR_WRONG_SYNTAX' };
  const json = parseJson(rawBody);
  const echo = looseEcho(json?.value);
  const refuse = (status: Hub88Status) => ({ ...echo, status });
  if (!verifyHub88(rawBody, signature, connection.callerKey())) {
    return refuse('RS_ERROR_INVALID_SIGNATURE');
  }
  if (!json || nestedDeeperThan(json.value) || unstorablePaths(json.value).length > 0) {
    return refuse('RS_ERROR_WRONG_SYNTAX');
  }
  const operation = HUB88_OPERATIONS[name];
  const parsed = (operation.schema as z.ZodType).safeParse(json.value);
  if (!parsed.success) return refuse(syntaxStatus(parsed.error, json.value));
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

/** The body's JSON, or null when its bytes are not UTF-8 or not JSON. */
function parseJson(rawBody: Uint8Array): { value: unknown } | null {
  const text = decodeUtf8(rawBody);
  if (text === null) return null;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
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

/** `request_uuid` and `user` from a body we may not trust yet, to echo them (short, storable text). */
function looseEcho(json: unknown): { request_uuid: string; user?: string } {
  const fields = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const text = (value: unknown) =>
    typeof value === 'string' && value.length <= 255 && !isUnstorable(value) ? value : undefined;
  const user = text(fields.user);
  return { request_uuid: text(fields.request_uuid) ?? '', ...(user && { user }) };
}
