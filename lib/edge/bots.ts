/** Search engines and link-preview crawlers: they skip geo checks and single sign-on (spec §4). */
const BOT_PATTERN =
  /bot\b|crawler|spider|slurp|googlebot|yandex|bingbot|duckduckbot|baiduspider|applebot|petalbot|mail\.ru|facebookexternalhit|telegrambot|twitterbot|ahrefs|semrush|lighthouse|chrome-lighthouse/i;

export function isBot(userAgent: string | null | undefined) {
  return BOT_PATTERN.test(userAgent ?? '');
}
