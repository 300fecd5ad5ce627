/**
 * A player as others see them in the recent-bets strip: the first two letters of the name (or
 * of the e-mail's local part) and `***`. A player who hides their statistics is `***` only; a
 * phone number is never shown.
 */
export function maskPlayer(user: {
  name: string | null;
  email: string | null;
  isStatisticsHidden: boolean;
}): string {
  if (user.isStatisticsHidden) return '***';
  const source = user.name?.trim() || user.email?.split('@')[0] || 'Player';
  const letters = Array.from(source).slice(0, 2).join('');
  return `${letters.charAt(0).toUpperCase()}${letters.slice(1)}***`;
}
