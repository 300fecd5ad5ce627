import type { CrashCommitment } from '@/lib/schemas/fair';

/** A JSON value of the kind a commitment holds: no floats, no undefined. */
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * JSON with object keys sorted by UTF-16 code units and no spaces: RFC 8785's canonical form for
 * strings, integers, booleans and null, so the same content is always the same bytes.
 */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map((item: Json) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const names = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const record = value as { readonly [key: string]: Json };
    return `{${names.map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name]!)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`not a safe integer: ${value}`);
  }
  return JSON.stringify(value);
}

/**
 * The bytes a crash commitment's signature covers: its canonical JSON in UTF-8. The commitment
 * file writes `commitment` exactly so, so the signed bytes can also be cut out of the file.
 */
export function commitmentBytes(commitment: CrashCommitment): Uint8Array {
  return new TextEncoder().encode(canonicalJson(commitment));
}
