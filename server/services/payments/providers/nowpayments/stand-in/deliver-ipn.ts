import type { AppContext } from '@/server/app-context';
import { IPN_SIGNATURE_HEADER, signIpn } from '../sign';
import type { StandInState } from './state';

/** How long the stand-in waits for the merchant's answer to an IPN (NOWPayments asks for 3 s). */
const IPN_TIMEOUT_MS = 10_000;

export type IpnDelivery = { status: string; http_status: number | null };

/**
 * Sends one IPN as NOWPayments does: a POST of the JSON body to the payment's or withdrawal's
 * `ipn_callback_url`, signed in `x-nowpayments-sig` with the account's IPN secret (HMAC-SHA512
 * of the key-sorted body). Answers what the merchant answered (null: no answer); the body is
 * kept as the last IPN of `subject`, which `resend` sends again.
 */
export async function deliverIpn(
  ctx: Pick<AppContext, 'fetch'>,
  state: StandInState,
  subject: string,
  url: string | null,
  body: Record<string, unknown>,
): Promise<IpnDelivery> {
  const status = String(body.payment_status ?? body.status ?? '');
  if (!url) return { status, http_status: null };
  state.lastIpn.set(subject, { url, body });
  try {
    const response = await ctx.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IPN_SIGNATURE_HEADER]: signIpn(body as never, state.config.ipnSecret),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status, http_status: response.status };
  } catch {
    return { status, http_status: null };
  }
}
