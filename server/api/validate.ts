import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '@/server/lib/app-error';
import { ClientAbortError } from '@/server/lib/client-abort';
import { isErrorCode, type ErrorCode } from '@/server/lib/error-codes';
import { MAX_BODY_DEPTH, nestedDeeperThan, unstorablePaths } from '@/server/lib/text';

/** Larger bodies are refused before parsing; no request of this API needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON or form body and checks it against `schema`. Broken JSON, a wrong content type
 * or an oversized body answer 400; failed rules answer 422 with the spec's errors map.
 */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return check(schema, await readRaw(c));
}

/**
 * A `multipart/form-data` body with files (a document upload), at most `maxBytes` in all,
 * checked against `schema`: its text fields as strings, its files as `File`s (the schema's
 * `z.file()` checks their size and type). Anything but multipart is a 400.
 */
export async function readUpload<T extends z.ZodType>(
  c: Context,
  schema: T,
  maxBytes: number,
): Promise<z.output<T>> {
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data') {
    throw AppError.of('unsupported_content_type', 400);
  }
  const bytes = await readBytes(c, maxBytes);
  const parsed = new Response(bytes, { headers: { 'content-type': contentType } });
  const form = await parsed.formData().catch(() => {
    throw AppError.of('invalid_body', 400);
  });
  return check(schema, Object.fromEntries(form.entries()));
}

/** Checks the query string against `schema` (422 on failure). */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return check(schema, c.req.query());
}

export function check<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const unstorable = unstorablePaths(input);
  if (unstorable.includes('')) throw AppError.of('invalid_body', 400);
  if (unstorable.length > 0) {
    throw AppError.fields(Object.fromEntries(unstorable.map((path) => [path, ['invalid_value']])));
  }
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw AppError.fields(fieldErrors(result.error));
}

/**
 * The body's bytes, at most MAX_BODY_BYTES: a larger declared length is refused before reading,
 * a body of a declared length is no longer than it (`readDeclared`), and a chunked body (it has
 * no length) is counted as it arrives and cut at the limit, so no request makes the process hold
 * more than the limit. A body that breaks off is a `ClientAbortError`.
 */
async function readBytes(c: Context, limit = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('content-length');
  if (Number(declared ?? 0) > limit) {
    throw AppError.of('payload_too_large', 400);
  }
  if (declared !== undefined) return readDeclared(c, limit);
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((cause: unknown) => {
      // The body stopped arriving (the client closed the connection): theirs, not a 500.
      throw new ClientAbortError('The request body was cut off', { cause });
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw AppError.of('payload_too_large', 400);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A body of a declared length, at most `limit`: Node's parser reads no byte past that length, so
 * the body is taken whole, which @hono/node-server reads straight from the socket. Read as a
 * stream it would first build a web Request around the socket, ~4 % of a dice bet's CPU (issue
 * 41). The size is checked again for a caller in the process that declared less than it sent.
 */
async function readDeclared(c: Context, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const body = await c.req.raw.arrayBuffer().catch((cause: unknown) => {
    // The body stopped arriving (the client closed the connection): theirs, not a 500.
    throw new ClientAbortError('The request body was cut off', { cause });
  });
  if (body.byteLength > limit) throw AppError.of('payload_too_large', 400);
  return new Uint8Array(body);
}

/** The body as text, at most MAX_BODY_BYTES; webhooks read it so, as their signatures cover it. */
export async function readText(c: Context): Promise<string> {
  return new TextDecoder().decode(await readBytes(c));
}

/**
 * A signed callback's exact bytes, or null when the body is over MAX_BODY_BYTES: an aggregator's
 * protocol answers that with its own error (HTTP 200), not the spec's 400.
 */
export async function readSignedBody(c: Context): Promise<Uint8Array | null> {
  return readBytes(c).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'payload_too_large') return null;
    throw error;
  });
}

async function readRaw(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const bytes = await readBytes(c);
    const contentType = c.req.header('content-type') ?? '';
    const parsed = new Response(bytes, { headers: { 'content-type': contentType } });
    const form = await parsed.formData().catch(() => {
      throw AppError.of('invalid_body', 400);
    });
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
  }
  const text = await readText(c);
  if (type === 'application/json' || type.endsWith('+json')) {
    if (!text.trim()) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw AppError.of('invalid_json', 400);
    }
    if (nestedDeeperThan(parsed, MAX_BODY_DEPTH)) throw AppError.of('invalid_body', 400);
    return parsed;
  }
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(text));
  if (!text.trim()) return {};
  throw AppError.of('unsupported_content_type', 400);
}

/** The failed rules as catalogued codes per field (a Map: a field may be named `constructor`). */
function fieldErrors(error: z.ZodError): Record<string, ErrorCode[]> {
  const fields = new Map<string, ErrorCode[]>();
  const add = (field: string, code: ErrorCode) => {
    const list = fields.get(field) ?? [];
    fields.set(field, [...list, code]);
  };
  for (const issue of error.issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, 'unknown_field');
      continue;
    }
    // The body itself is not an object: nothing to attach a field message to.
    if (!prefix) throw AppError.of('invalid_body', 400);
    add(prefix, codeOf(issue));
  }
  return Object.fromEntries(fields);
}

function codeOf(issue: z.core.$ZodIssue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.input === '' ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_value';
    default:
      return 'invalid_value';
  }
}
