import type { z } from 'zod';
import { AppError } from '@/server/lib/app-error';
import { isErrorCode, type ErrorCode } from '@/server/lib/error-codes';

/**
 * A provider's webhook body read by its protocol's schema: every bad field at once, like the
 * API's own 422s (a catalogued message, `required` for a missing field, else `invalid_value`);
 * a body that is no object is `body`'s.
 */
export function parseWebhookBody<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json, { reportInput: true });
  if (parsed.success) return parsed.data;
  const codes: Record<string, ErrorCode[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (codes[field] ??= []).push(
      isErrorCode(issue.message)
        ? issue.message
        : issue.input === undefined
          ? 'required'
          : 'invalid_value',
    );
  }
  throw AppError.fields(codes);
}
