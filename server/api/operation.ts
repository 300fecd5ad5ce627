import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { authenticate } from '@/server/services/auth/authenticate';
import { bearerToken, type ApiEnv } from './env';
import { checkOperator } from './check-operator';
import { readIdempotencyKey, runIdempotent } from './idempotency';
import { readBody, readQuery } from './validate';

/** Error statuses an operation may answer besides the ones its contract implies. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 451 | 502 | 503;

/**
 * What an operation answers on success: a JSON body checked by a schema, or one of the few
 * answers that are not JSON (a page for a popup, a redirect, nothing, a stream of
 * Server-Sent Events, a stored picture).
 */
export type AnswerSpec = z.ZodType | 'html' | 'redirect' | 'empty' | 'event-stream' | 'image';

/**
 * The contract of one operation: everything the OpenAPI document says about it, and everything
 * the handler relies on. The method and path are Hono's, read from the app's routes.
 */
export type OperationSpec = {
  /** One line, as the document's summary. */
  summary: string;
  description?: string;
  /** The document's grouping; the first is the operation's area. */
  tags: readonly [string, ...string[]];
  /** `bearer`: a player's session (401 without one); `operator`: OPERATOR_TOKEN (404 while unset). */
  auth?: 'bearer' | 'operator';
  /** The body, read from JSON or a form; a failed rule answers 422. */
  body?: z.ZodType;
  /**
   * A body the handler reads raw itself (a signed callback, whose signature covers the exact
   * bytes): documented like `body`, never read or checked by the operation.
   */
  signedBody?: z.ZodType;
  /** Media type of the body in the document; the server reads either. */
  bodyType?: 'json' | 'form';
  /** The query string; a failed rule answers 422. */
  query?: z.ZodType;
  answer: AnswerSpec;
  /** Success status; 200 by default (204 for `empty`, 302 for `redirect`). */
  status?: 200 | 201 | 202;
  /**
   * Statuses the contract does not already imply (auth: 401, body/query: 400 and 422, a path
   * parameter: 404).
   */
  errors?: readonly ErrorStatus[];
  /**
   * The body of the statuses in `errors` when the operation speaks another protocol (OAuth's
   * `{error}`, a line of text, a page); the spec's `{error, message}` otherwise.
   */
  errorAnswer?: z.ZodType | 'text' | 'html';
  /** Served only with development tools; tagged as such in the document. */
  development?: boolean;
  /** Called by an outside party, not by the browser (provider webhooks). */
  partner?: boolean;
  /**
   * Takes an optional `Idempotency-Key` header (`server/api/idempotency.ts`): with one, the
   * player's retries of the request answer its first answer instead of running it again. For
   * operations that move money or create a record; needs `auth: 'bearer'` and a JSON or empty
   * answer.
   */
  idempotent?: boolean;
};

type Parsed<S, Key extends 'body' | 'query'> = S extends { [K in Key]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

export type OperationInput<S extends OperationSpec> = {
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'query'>;
};

/** What the handler gives back: the answer's wire shape, or a ready Response for the rest. */
type HandlerResult<S extends OperationSpec> = S['answer'] extends z.ZodType
  ? z.input<S['answer']> | Response
  : S['answer'] extends 'empty'
    ? void | Response
    : Response;

const specs = new WeakMap<Handler, OperationSpec>();

/** The contract a route's handler was made with, if it was made by `operation`. */
export function specOf(handler: Handler): OperationSpec | undefined {
  return specs.get(handler);
}

/**
 * A Hono handler bound to its contract. Before the handler runs, the caller is authenticated
 * as `auth` says, then the query and the body are read and checked; the handler gets them
 * parsed and answers the answer's wire shape, sent as JSON with the contract's status. With
 * development tools (and so in tests) every JSON answer is checked against its schema, so an
 * answer that drifts from its contract fails loudly where it is made.
 */
export function operation<const S extends OperationSpec>(
  spec: S,
  handler: (
    // Any path: the handler is made apart from its route, so its parameters are plain strings.
    c: Context<ApiEnv, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    input: OperationInput<S>,
  ) => HandlerResult<S> | Promise<HandlerResult<S>>,
): Handler<ApiEnv> {
  if (
    spec.idempotent &&
    (spec.auth !== 'bearer' || (typeof spec.answer === 'string' && spec.answer !== 'empty'))
  ) {
    throw new Error(`An idempotent operation needs a player and a JSON answer: ${spec.summary}`);
  }
  const run: Handler<ApiEnv> = async (c) => {
    if (spec.auth === 'bearer') c.set('auth', await authenticate(c.var.ctx, bearerToken(c)));
    if (spec.auth === 'operator') {
      const refused = checkOperator(c);
      if (refused) return refused;
    }
    const key = spec.idempotent ? readIdempotencyKey(c) : null;
    const input = {
      query: spec.query ? readQuery(c, spec.query) : undefined,
      body: spec.body ? await readBody(c, spec.body) : undefined,
    } as OperationInput<S>;
    const answer = async () => respond(c, spec, await handler(c, input));
    if (key === null) return answer();
    return runIdempotent(c, key, { query: input.query, body: input.body }, answer);
  };
  specs.set(run, spec);
  return run;
}

/** The handler's result as the contract's answer. */
function respond(c: Context<ApiEnv>, spec: OperationSpec, result: unknown): Response {
  if (result instanceof Response) return result;
  if (spec.answer === 'empty') return c.body(null, 204);
  const answer = spec.answer as z.ZodType;
  // Health answers before the context exists; every other route has one.
  if (c.var.ctx?.config.devTools ?? false) assertAnswer(answer, result, c);
  return c.json(result as object, (spec.status ?? 200) as ContentfulStatusCode);
}

function assertAnswer(schema: z.ZodType, value: unknown, c: Context) {
  const checked = schema.safeParse(value);
  if (checked.success) return;
  const fields = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`${c.req.method} ${c.req.path} answered outside its contract: ${fields}`);
}
