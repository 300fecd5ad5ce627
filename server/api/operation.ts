import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AnySchema } from '@/lib/zod/api';
import { safeParse } from '@/lib/zod/safe-parse';
import type { AccountAction } from '@/lib/constants/account-states';
import type { CaptchaAction } from '@/lib/constants/captcha';
import type { StaffPermission } from '@/lib/constants/staff';
import { authenticate } from '@/server/services/auth/authenticate';
import { checkCaptcha } from '@/server/services/captcha/check-captcha';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { auditOperation } from './audit-operation';
import { checkStaff } from './check-staff';
import { bearerToken, clientIp, type ApiEnv } from './env';
import { readIdempotencyKey, runIdempotent } from './idempotency';
import { readBody, readQuery, readUpload } from './validate';

/** Error statuses an operation may answer besides the ones its contract implies. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 451 | 502 | 503;

/** Success statuses of a JSON answer. */
export type SuccessStatus = 200 | 201 | 202;

/**
 * What an operation answers on success: a JSON body checked by a schema, or one of the few
 * answers that are not JSON (a page for a popup, a redirect, nothing, a stream of
 * Server-Sent Events, a stored picture, plain text such as Prometheus' metrics).
 */
export type AnswerSpec =
  AnySchema | 'html' | 'redirect' | 'empty' | 'event-stream' | 'image' | 'file' | 'text';

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
  /**
   * `bearer`: a player's session (401 without one; 403 `account_blocked` or `account_closed` for
   * an account whose state refuses signing in, `lib/constants/account-states.ts`). `{ staff: permission }`: a staff session whose
   * role has the permission, or OPERATOR_TOKEN as the service (401 without either, 403 without
   * the permission); a list of permissions: any one of them (the handler asks for the one its
   * record needs, e.g. a held money action's); `{ staff: null }`: any signed-in staff member.
   * Every staff operation but a GET is written to the audit trail (`audit-operation.ts`) unless
   * `audit` is false.
   */
  auth?: 'bearer' | { staff: StaffPermission | readonly StaffPermission[] | null };
  /** False for a staff operation that writes its own audit rows (sign-in, staff accounts). */
  audit?: false;
  /**
   * With `bearer`: what the operation does with the player's money (`lib/constants/account-states.ts`:
   * bet, deposit, payout, bonus), checked against the account's state by the one guard before
   * the handler runs (403 `account_blocked`, `account_closed`, …). The document shows it as
   * `x-account-action`.
   */
  account?: AccountAction;
  /**
   * The form a robot would fill in: the body's `captcha` token must be the captcha provider's,
   * made for this action (`server/services/captcha/check-captcha.ts`), before the handler runs
   * (422 on `captcha`). The document shows it as `x-captcha-action`.
   */
  captcha?: CaptchaAction;
  /** The body, read from JSON or a form; a failed rule answers 422. */
  body?: z.ZodType;
  /**
   * A body the handler reads raw itself (a signed callback, whose signature covers the exact
   * bytes): documented like `body`, never read or checked by the operation.
   */
  signedBody?: z.ZodType;
  /** Media type of the body in the document; the server reads either. */
  bodyType?: 'json' | 'form';
  /**
   * A `multipart/form-data` body with files of at most this many bytes in all (`readUpload`):
   * `body` is then read as multipart only, its files checked by the schema's `z.file()`.
   */
  uploadMaxBytes?: number;
  /** The query string; a failed rule answers 422. */
  query?: z.ZodType;
  answer: AnswerSpec;
  /** Success status; 200 by default (204 for `empty`, 302 for `redirect`). */
  status?: SuccessStatus;
  /**
   * Other success statuses the handler answers with the same answer shape, through
   * `answerWith(status, body)`: a replayed key's or a known record's 200 beside a creation's 201.
   */
  alsoStatus?: readonly SuccessStatus[];
  /**
   * Success statuses answered with another shape than `answer`, through `answerWith(status,
   * body)`: a money action held for a second member of staff answers 202 with the approval.
   */
  otherAnswers?: { readonly [Status in SuccessStatus]?: AnySchema };
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

const ANSWER_STATUS = Symbol('answer status');

/** An answer sent with one of the contract's `alsoStatus` instead of its `status`. */
export type AnswerWithStatus<T> = { readonly [ANSWER_STATUS]: SuccessStatus; readonly body: T };

/**
 * The handler's answer `body` with `status`, which the contract lists in `alsoStatus`: checked
 * against the answer's schema like any other, and documented.
 */
export function answerWith<T>(status: SuccessStatus, body: T): AnswerWithStatus<T> {
  return { [ANSWER_STATUS]: status, body };
}

const withStatus = (result: unknown): result is AnswerWithStatus<unknown> =>
  typeof result === 'object' && result !== null && ANSWER_STATUS in result;

/**
 * What the handler gives back: the answer's wire shape (with another status of the contract's,
 * `answerWith`), or a ready Response for the rest.
 */
type HandlerResult<S extends OperationSpec> = S['answer'] extends AnySchema
  ? z.input<S['answer']> | AnswerWithStatus<z.input<S['answer']>> | OtherAnswer<S> | Response
  : S['answer'] extends 'empty'
    ? void | Response
    : Response;

/** An answer of one of the contract's `otherAnswers`. */
type OtherAnswer<S extends OperationSpec> = S extends { otherAnswers: infer O }
  ? { [K in keyof O]: O[K] extends AnySchema ? AnswerWithStatus<z.input<O[K]>> : never }[keyof O]
  : never;

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
  if (spec.account && spec.auth !== 'bearer') {
    throw new Error(`An account action needs a player: ${spec.summary}`);
  }
  if (
    spec.idempotent &&
    (spec.auth !== 'bearer' || (typeof spec.answer === 'string' && spec.answer !== 'empty'))
  ) {
    throw new Error(`An idempotent operation needs a player and a JSON answer: ${spec.summary}`);
  }
  const run: Handler<ApiEnv> = async (c) => {
    if (spec.auth === 'bearer') {
      const auth = await authenticate(c.var.ctx, bearerToken(c));
      if (spec.account) {
        assertAccountAllows(auth.user, spec.account, 403, c.var.ctx.clock.now());
      }
      c.set('auth', auth);
    }
    const staff = typeof spec.auth === 'object' ? await checkStaff(c, spec.auth.staff) : null;
    if (staff) c.set('staff', staff);
    const key = spec.idempotent ? readIdempotencyKey(c) : null;
    const input = {
      query: spec.query ? readQuery(c, spec.query) : undefined,
      body: spec.body
        ? spec.uploadMaxBytes
          ? await readUpload(c, spec.body, spec.uploadMaxBytes)
          : await readBody(c, spec.body)
        : undefined,
    } as OperationInput<S>;
    if (spec.captcha) {
      const token = (input.body as { captcha?: string } | undefined)?.captcha;
      await checkCaptcha(c.var.ctx, { action: spec.captcha, token, remoteIp: clientIp(c) });
    }
    const answer = async () => {
      const result = await handler(c, input);
      if (staff && spec.audit !== false && c.req.method !== 'GET') {
        await auditOperation(c, staff, input.body, withStatus(result) ? result.body : result);
      }
      return respond(c, spec, result);
    };
    if (key === null) return answer();
    return runIdempotent(c, key, { query: input.query, body: input.body }, answer);
  };
  specs.set(run, spec);
  return run;
}

/** The handler's result as the contract's answer. */
function respond(c: Context<ApiEnv>, spec: OperationSpec, result: unknown): Response {
  // Health answers before the context exists; every other route has one.
  const checked = c.var.ctx?.config.devTools ?? false;
  if (result instanceof Response) {
    // A JSON operation's success goes through `answerWith`, so the document lists its status.
    if (checked && typeof spec.answer !== 'string' && result.ok) {
      assertStatus(spec, result.status, c);
    }
    return result;
  }
  if (spec.answer === 'empty') return c.body(null, 204);
  let status: number = spec.status ?? 200;
  let body = result;
  if (withStatus(result)) {
    status = result[ANSWER_STATUS];
    body = result.body;
    assertStatus(spec, status, c);
  }
  const schema = spec.otherAnswers?.[status as SuccessStatus] ?? (spec.answer as AnySchema);
  if (checked) assertAnswer(schema, body, c);
  return c.json(body as object, status as ContentfulStatusCode);
}

/** A success status the contract does not list is a bug where it is made, not a silent answer. */
function assertStatus(spec: OperationSpec, status: number, c: Context) {
  const listed: readonly number[] = [
    spec.status ?? 200,
    ...(spec.alsoStatus ?? []),
    ...Object.keys(spec.otherAnswers ?? {}).map(Number),
  ];
  if (listed.includes(status)) return;
  throw new Error(`${c.req.method} ${c.req.path} answered ${status}, not in its contract`);
}

function assertAnswer(schema: AnySchema, value: unknown, c: Context) {
  const checked = safeParse(schema, value);
  if (checked.success) return;
  const fields = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`${c.req.method} ${c.req.path} answered outside its contract: ${fields}`);
}
