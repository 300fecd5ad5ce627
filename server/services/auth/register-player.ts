import type { z } from 'zod';
import type { registerEmailRequestSchema, registerPhoneRequestSchema } from '@/lib/schemas/auth';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { track } from '@/server/services/analytics';
import { sendCode } from '@/server/services/codes/send-code';
import { tryGrantWaitingFreeSpinsOf } from '@/server/services/bonus-spins/grant-template-free-spins';
import { decryptFingerprint } from '@/server/services/fingerprint/decrypt-fingerprint';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import {
  checkRegistrationPromo,
  takeRegistrationPromo,
} from '@/server/services/bonus/registration-promo';
import { joinVip } from '@/server/services/vip/join-vip';
import { screenPlayer } from '@/server/services/protection/screen-register';
import { flagRegistration } from '@/server/services/aml/duplicate-flags';
import { createSession, type RequestMeta } from './create-session';
import { createAccount } from './register';

type Registration =
  | ({ channel: 'email' } & z.output<typeof registerEmailRequestSchema>)
  | ({ channel: 'phone' } & z.output<typeof registerPhoneRequestSchema>);

/**
 * Registration by e-mail or phone (spec §7): the account, a confirmation code to the contact,
 * a VIP request if asked, and a signed-in session. A `promo` that does not apply is a 422 on
 * `promo` before anything is written; one that gives a bonus is taken right after the account
 * is opened.
 */
export async function registerPlayer(
  ctx: AppContext,
  input: Registration,
  meta: RequestMeta & { region: 'RU' | 'KZ' | null },
) {
  await hitRateLimit(ctx, `register:ip:${meta.ip}`, LIMITS.registerByIp);
  const channel: Channel = input.channel;
  const contact = input.channel === 'email' ? input.email : input.phone;
  const { fpp, partner, adplace, stag, promo } = input;
  const promoBonus = await checkRegistrationPromo(ctx, promo, input.currency);
  const fingerprint = fpp ? await decryptFingerprint(ctx.config, fpp) : null;
  // Only the length: the value may be anyone's text.
  if (fpp && !fingerprint) log.warn('Registration fpp not decrypted', { length: fpp.length });
  const attribution = Object.fromEntries(
    Object.entries({ ...fingerprint, partner, adplace, stag, promo }).filter(([, v]) => v),
  );
  const user = await createAccount(ctx, {
    method: channel,
    email: channel === 'email' ? contact : null,
    phone: channel === 'phone' ? contact : null,
    password: input.password,
    currency: input.currency,
    name: input.name,
    locale: input.locale,
    timezone: input.timezone,
    region: meta.region,
    attribution,
  });
  // A person on the national self-exclusion register gets an excluded account: no offers.
  const barred = await screenPlayer(ctx, user.id, 'registration');
  // The same mailbox or browser as another account goes to the risk queue (issue 35).
  await flagRegistration(ctx, user.id);
  if (promoBonus && promo && !barred) {
    await takeRegistrationPromo(ctx, user, promo);
    // A free-spins code's offer is granted once its redemption committed (or by the minute job).
    await tryGrantWaitingFreeSpinsOf(ctx, user.id);
  }
  if (input.vip && !barred) await joinVip(ctx, user.id, 'register');
  track(ANALYTICS_EVENTS.registration, user.id, { method: channel, currency: input.currency });
  await sendCode(ctx, { kind: 'verifyCode', channel, target: contact, ip: meta.ip }).catch(
    (error) => {
      // Only the send limits or the database can refuse it; the account exists either way
      // and the player can ask for the code again.
      log.warn('Registration code not sent', { channel, error });
    },
  );
  return createSession(ctx, user.id, meta);
}
