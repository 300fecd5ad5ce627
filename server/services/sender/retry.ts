/**
 * How the sender treats a message it could not send. A failure (mail server down, SMS gateway
 * answering 5xx, a timeout) is retried after 5 s, then twice as long each time up to 10 minutes,
 * for a day; a newer message of the same kind to the same contact replaces an older one still
 * waiting, so an outage ends with one message per contact, not a burst of stale codes.
 */
export const DELIVERY_RETRY = {
  firstDelayS: 5,
  maxDelayS: 10 * 60,
  /**
   * A message that has been failing this long since it was asked for is dropped and logged:
   * nobody waits for it any more. (One never tried yet is tried, however old.)
   */
  giveUpAfterS: 24 * 60 * 60,
  /**
   * A taken message is someone's for this long; if its sender dies it is due again after it.
   * Longer than a send may take (`sendTimeoutS`), so two senders never send it together.
   */
  leaseS: 5 * 60,
  /** A send that has not finished by then counts as failed. */
  sendTimeoutS: 60,
} as const;

/** When to try again after the `attempts`-th try failed. */
export function retryAt(now: Date, attempts: number) {
  const delayS = Math.min(
    DELIVERY_RETRY.firstDelayS * 2 ** Math.max(0, attempts - 1),
    DELIVERY_RETRY.maxDelayS,
  );
  return new Date(now.getTime() + delayS * 1000);
}
