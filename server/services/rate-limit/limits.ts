import { CODE_RESEND_COOLDOWN_S } from '@/lib/constants/auth';
import type { Limit } from './hit-rate-limit';

/**
 * Limits on everything that can be guessed or abused, by client address and by account.
 * Generous enough for a household behind one address, tight enough to stop guessing.
 */
export const LIMITS = {
  /** Password and code logins. */
  loginByIp: { limit: 30, windowS: 10 * 60 },
  loginByAccount: { limit: 10, windowS: 10 * 60 },
  /** Checking a code or reset token (each code also allows only 5 tries). */
  codeCheckByIp: { limit: 30, windowS: 10 * 60 },
  /** Sending codes, links and reset mails: one per contact per cooldown, a few per hour. */
  sendCooldown: { limit: 1, windowS: CODE_RESEND_COOLDOWN_S },
  sendByAccount: { limit: 6, windowS: 60 * 60 },
  sendByIp: { limit: 20, windowS: 60 * 60 },
  registerByIp: { limit: 10, windowS: 60 * 60 },
  refreshByIp: { limit: 120, windowS: 60 },
  /** Marketing reports from the middleware (utm, page open, visit, affiliate): generous for NAT. */
  marketingByIp: { limit: 300, windowS: 60 },
  /** Opening deposits: each one asks the payment provider for an invoice. */
  depositByUser: { limit: 20, windowS: 10 * 60 },
  /** Payout requests per player, refused ones included: room for typos, not for probing cards. */
  payoutByUser: { limit: 20, windowS: 60 * 60 },
  /**
   * Bets and round actions in the in-house games per player: 3000 per fixed 10 s window. A
   * player's bets queue on their seed pair anyway (one at a time, ~100 a second here), so this
   * never meets a person, an autobet or a bench; it only caps how hard one account can hit the
   * database.
   */
  gameActionByUser: { limit: 3000, windowS: 10 },
} satisfies Record<string, Limit>;
