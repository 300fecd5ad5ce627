import type * as core from 'zod/v4/core';
import type { AnySchema } from './api';

/** What `safeParse` answers, of either kind of schema. */
export type Parsed<S extends AnySchema> =
  { success: true; data: core.output<S> } | { success: false; error: core.$ZodError };

/**
 * `schema.safeParse(value)` for a schema of either kind (`AnySchema`): both kinds have the method,
 * but a call through their union loses the answer's type.
 */
export function safeParse<S extends AnySchema>(schema: S, value: unknown): Parsed<S> {
  return (schema as { safeParse(value: unknown): Parsed<S> }).safeParse(value);
}
