/** What the site asks of product analytics; the implementation behind it is swappable. */
export interface AnalyticsClient {
  /** Records a page view of the full path, query included. */
  pageView(path: string): void;
  capture(event: string, properties?: Record<string, unknown>): void;
}

/** Used while no analytics key is configured: analytics are off, nothing leaves the browser. */
export const noopAnalytics: AnalyticsClient = {
  pageView() {},
  capture() {},
};
