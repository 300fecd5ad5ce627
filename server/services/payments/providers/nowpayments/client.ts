import { z } from 'zod';
import type { AppContext } from '@/server/app-context';
import type { NowPaymentsConfig } from '@/server/payments-config';

/** A call to NOWPayments that takes longer is given up (the caller answers 503). */
const CALL_TIMEOUT_MS = 10_000;

/**
 * A failed call. `refused`: NOWPayments answered and said no (a 4xx with its error body: a bad
 * address, an amount under the minimum); what was asked did not happen. `unavailable`: no
 * answer, a 5xx, an answer out of protocol, or a refusal of our credentials (401, 403) or rate
 * (429), which are ours to fix and may be retried: what was asked may or may not have happened.
 */
export class NowPaymentsError extends Error {
  override name = 'NowPaymentsError';
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly status: number | null = null,
    /** NOWPayments' error code (`AMOUNT_MINIMAL_ERROR`, `BAD_CREATE_WITHDRAWAL_REQUEST`…). */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const decimal = z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/)]);

/** `POST /v1/payment` and `GET /v1/payment/{id}` (the fields we read). */
export const paymentAnswerSchema = z
  .object({
    payment_id: id,
    payment_status: z.string(),
    pay_address: z.string().min(1),
    pay_amount: decimal,
    pay_currency: z.string(),
    price_amount: decimal,
    price_currency: z.string(),
    order_id: z.string().nullable().optional(),
  })
  .loose();

const errorBodySchema = z
  .object({ code: z.string().optional(), message: z.string().optional() })
  .loose();

/** `POST /v1/payout`: the batch and its withdrawals. */
export const payoutBatchSchema = z
  .object({
    id,
    withdrawals: z
      .array(z.object({ id, status: z.string(), error: z.string().nullable().optional() }).loose())
      .min(1),
  })
  .loose();

/**
 * NOWPayments' API (https://documenter.getpostman.com/view/7907941/2s93JusNJt), at the real one
 * or the stand-in (NOWPAYMENTS_API_URL): `x-api-key` on every call, the account's JWT
 * (`Authorization: Bearer`) on the payout calls. Outgoing HTTP through the context's `fetch`.
 */
export function nowPaymentsClient(ctx: Pick<AppContext, 'fetch'>, config: NowPaymentsConfig) {
  async function call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<z.output<T>> {
    const headers: Record<string, string> = { 'x-api-key': config.apiKey };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await ctx.fetch(`${config.apiUrl}${path}`, {
        method,
        headers,
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new NowPaymentsError('unavailable', `${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(safeJson(text));
      const code = parsed.success ? (parsed.data.code ?? null) : null;
      const message = (parsed.success && parsed.data.message) || text.slice(0, 300);
      const ours = [401, 403, 429].includes(response.status) || response.status >= 500;
      throw new NowPaymentsError(
        ours ? 'unavailable' : 'refused',
        `${method} ${path}: HTTP ${response.status} ${message}`,
        response.status,
        code,
      );
    }
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) {
      throw new NowPaymentsError(
        'unavailable',
        `${method} ${path}: answer out of protocol (${parsed.error.issues[0]?.message ?? text.slice(0, 100)})`,
      );
    }
    return parsed.data;
  }

  return {
    /** `POST /v1/payment`: a deposit address and the exact sum to send there. */
    createPayment(body: {
      price_amount: number;
      price_currency: string;
      pay_currency: string;
      ipn_callback_url: string;
      order_id: string;
      order_description: string;
      is_fixed_rate: boolean;
    }) {
      return call(paymentAnswerSchema, 'POST', '/v1/payment', { body });
    },

    getPayment(paymentId: string) {
      return call(paymentAnswerSchema, 'GET', `/v1/payment/${encodeURIComponent(paymentId)}`);
    },

    /** `GET /v1/estimate`: about how much of `to` `amount` of `from` is now. */
    estimate(amount: number, from: string, to: string) {
      const query = new URLSearchParams({
        amount: String(amount),
        currency_from: from,
        currency_to: to,
      });
      return call(z.object({ estimated_amount: decimal }).loose(), 'GET', `/v1/estimate?${query}`);
    },

    /** `POST /v1/auth`: the account's JWT, good for five minutes. */
    async authenticate(email: string, password: string) {
      const answer = await call(
        z.object({ token: z.string().min(1) }).loose(),
        'POST',
        '/v1/auth',
        {
          body: { email, password },
        },
      );
      return answer.token;
    },

    /** `POST /v1/payout`: a batch of withdrawals (here always one). */
    createPayout(token: string, body: { ipn_callback_url: string; withdrawals: unknown[] }) {
      return call(payoutBatchSchema, 'POST', '/v1/payout', { body, token });
    },

    /** `POST /v1/payout/{batch}/verify`: the batch confirmed with the account's 2FA code. */
    async verifyPayout(token: string, batchId: string, code: string) {
      await call(z.unknown(), 'POST', `/v1/payout/${encodeURIComponent(batchId)}/verify`, {
        body: { verification_code: code },
        token,
      });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
