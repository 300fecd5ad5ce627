/** What the site asks of product analytics; the implementation behind it is swappable. */
export interface AnalyticsClient {
  /** Records a page view of the full path, query included. */
  pageView(path: string): void;
  capture(event: string, properties?: Record<string, unknown>): void;
  /** The signed-in player: events from now on are theirs (a person profile is made for them). */
  identify(accountId: string): void;
  /** After logout: a new anonymous visitor. */
  reset(): void;
}

/** Used on the server and where analytics are off: nothing leaves the browser. */
export const noopAnalytics: AnalyticsClient = {
  pageView() {},
  capture() {},
  identify() {},
  reset() {},
};
