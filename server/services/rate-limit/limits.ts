import { CODE_RESEND_COOLDOWN_S, SESSION_TTL_S } from '@/lib/constants/auth';
import type { Limit } from './hit-rate-limit';

/**
 * Limits on everything that can be guessed or abused, by client address and by account.
 * Generous enough for a household behind one address, tight enough to stop guessing.
 */
export const LIMITS = {
  /**
   * Password logins (`throttle-password-login.ts`). Each counts failures: an attempt is counted
   * before the password is checked, so parallel guesses cannot all slip under a limit, and
   * taken back when it succeeds. Every refusal is a 429 with Retry-After.
   * - By address: 30 failures in 10 minutes over all accounts, so one address cannot spray
   *   passwords across many accounts; a household or office behind one address that types
   *   its passwords right never meets it.
   * - By account and address: 5 failures in 15 minutes, so one address cannot keep guessing
   *   one account (20 tries an hour, fewer than the address limit allows).
   * - By account: 10 failures in 15 minutes from anywhere put the account under attack until
   *   the window ends. Meanwhile only addresses it signed in from in the last
   *   `LOGIN_KNOWN_ADDRESS_S` may try its password; any other address gets 429 without a check.
   *   An attacker with any number of addresses thus gets at most 10 checked guesses per 15
   *   minutes (40 an hour) on an account, yet cannot lock its owner out: from an address the
   *   owner signed in from before, the right password works all along (the attacker's failures
   *   count on their own addresses and pairs, not on the owner's), and from anywhere the
   *   e-mailed or texted login code works, as code logins never look at these counters.
   */
  loginFailuresByIp: { limit: 30, windowS: 10 * 60 },
  loginFailuresByAccountAndIp: { limit: 5, windowS: 15 * 60 },
  loginFailuresByAccount: { limit: 10, windowS: 15 * 60 },
  /** Starting a social login, by address. */
  socialLoginByIp: { limit: 30, windowS: 10 * 60 },
  /** Old-password checks of a signed-in player changing it: only that session can spend them. */
  passwordCheckByUser: { limit: 10, windowS: 10 * 60 },
  /**
   * Checking a code (logins included) or reset token, by address. Per account the code itself
   * is the limit: 5 tries, and a new one at most once a minute and six times an hour
   * (`sendCooldown`, `sendByAccount`), so about 30 guesses an hour at a million codes.
   */
  codeCheckByIp: { limit: 30, windowS: 10 * 60 },
  /** Sending codes, links and reset mails: one per contact per cooldown, a few per hour. */
  sendCooldown: { limit: 1, windowS: CODE_RESEND_COOLDOWN_S },
  sendByAccount: { limit: 6, windowS: 60 * 60 },
  sendByIp: { limit: 20, windowS: 60 * 60 },
  registerByIp: { limit: 10, windowS: 60 * 60 },
  refreshByIp: { limit: 120, windowS: 60 },
  /** Marketing reports from the middleware (utm, page open, visit, affiliate): generous for NAT. */
  marketingByIp: { limit: 300, windowS: 60 },
  /**
   * Opening casino games: each asks the aggregator for a URL (and a real launch opens a
   * session). A player reloading and switching games stays far below; a script does not.
   */
  casinoLaunchByUser: { limit: 30, windowS: 60 },
  casinoDemoByIp: { limit: 60, windowS: 10 * 60 },
  /** Opening deposits: each one asks the payment provider for an invoice. */
  depositByUser: { limit: 20, windowS: 10 * 60 },
  /** Payout requests per player, refused ones included: room for typos, not for probing cards. */
  payoutByUser: { limit: 20, windowS: 60 * 60 },
  /** Verification (issue 35): provider access tokens and document uploads per player. */
  kycTokenByUser: { limit: 20, windowS: 60 * 60 },
  kycUploadByUser: { limit: 20, windowS: 60 * 60 },
  /** The sandbox provider's upload page, per SDK token's applicant. */
  kycSandboxUploadByApplicant: { limit: 60, windowS: 60 * 60 },
  /**
   * Bets and round actions in the in-house games per player: 3000 per fixed 10 s window. A
   * player's bets queue on their seed pair anyway (one at a time, ~100 a second here), so this
   * never meets a person, an autobet or a bench; it only caps how hard one account can hit the
   * database. An instance takes 100 at a time from the shared counter (`lease`): one write per
   * 100 bets instead of one per bet, and at most 100 per instance lost when a player moves.
   */
  gameActionByUser: { limit: 3000, windowS: 10, lease: 100 },
  /**
   * Sports tickets placed (replays and refusals included) per player: 120 a minute is a busy
   * slip of singles posted one by one, far past a person; a script probing odds meets it. Taken
   * 10 at a time (`lease`): a write (and its commit) per 10 tickets instead of one per ticket.
   */
  sportTicketByUser: { limit: 120, windowS: 60, lease: 10 },
  /** Cash-out quotes and acceptances per player: a quote lives 5 s, so about one a second. */
  sportCashoutByUser: { limit: 120, windowS: 60 },
  /**
   * `GET /metrics` with a wrong or missing METRICS_TOKEN, by address: counted before the token
   * is compared and taken back when it matches, so a scraper every few seconds never meets it.
   */
  metricsFailuresByIp: { limit: 30, windowS: 10 * 60 },
} satisfies Record<string, Limit>;

/** An address the account signed in from this recently may try its password while it is under attack. */
export const LOGIN_KNOWN_ADDRESS_S = SESSION_TTL_S;
