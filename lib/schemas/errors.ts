import { z } from '@/lib/zod';

/**
 * The two error bodies of the API (spec §5, §8), read by the browser's client and described by
 * the OpenAPI document. A 422 carries a field map whose messages are `code: text`; every other
 * error status carries a code of `error.*` and an English message.
 */

/** `{errors: {field: ["code: text"]}}`: the answer of 422. */
export const validationErrorAnswerSchema = z
  .object({ errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'ValidationError', description: 'Field → messages of the form `code: text`' });
export type FieldErrors = z.infer<typeof validationErrorAnswerSchema>['errors'];

/**
 * `{error, message}`: the answer of 400, 401, 403, 404, 409, 429 and 500. A 500 also names the
 * request (`requestId`, as in `X-Request-Id` and the server's log lines), for support to find it.
 */
export const errorAnswerSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    requestId: z
      .string()
      .optional()
      .meta({ description: 'On a 500: the request\u2019s id, as in `X-Request-Id`' }),
  })
  .meta({ id: 'Error', description: 'A code of `error.*` and an English message' });

/** Either error body, as the client reads an answer of any error status; a bad part is dropped. */
export const errorBodySchema = z.object({
  errors: validationErrorAnswerSchema.shape.errors.optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
});
