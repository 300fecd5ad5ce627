/**
 * Product analytics' event names, one list for the browser (posthog-js) and the server
 * (posthog-node, `server/services/analytics/`), so a funnel joins both sides by name.
 */
export const ANALYTICS_EVENTS = {
  /** A player's account was created (any sign-up way). */
  registration: 'registration',
  /** The player's first credited deposit; `deposit` is sent for it as well. */
  firstDeposit: 'first_deposit',
  /** A credited deposit. */
  deposit: 'deposit',
  /** A payout sent to the player (approved by the operator). */
  payout: 'payout',
  /** A bet reached its result; `product` says where (`ANALYTICS_PRODUCTS`). */
  betSettled: 'bet_settled',
  /** A page was shown (PostHog's own name). */
  pageView: '$pageview',
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** The `product` property of `bet_settled`. */
export const ANALYTICS_PRODUCTS = ['games', 'crash', 'rooms', 'casino', 'sports'] as const;
export type AnalyticsProduct = (typeof ANALYTICS_PRODUCTS)[number];
