/** The back office's Sportsbook trading section (issue 36). */

/** Events per page of `GET /operator/sports/events`, and the most a page may ask for. */
export const TRADING_EVENTS_PAGE = 50;
export const TRADING_EVENTS_MAX_PAGE = 100;

/** The feed's health counts the messages received in this last window… */
export const FEED_MESSAGES_WINDOW_S = 60;
/** …among at most this many newest messages (an index scan of their ids, never the whole table). */
export const FEED_MESSAGES_SCAN = 5_000;
