'use client';

import { PromoCountdown } from './promo-countdown';
import { useSessionKind } from '@/lib/hooks/behaviour/use-session-kind';

/**
 * The promo countdown as a small banner for pages outside /bonuses (the home page): a guest's
 * promo period, or a player's bonus waiting for a deposit; nothing for anyone else.
 */
export function PromoBanner() {
  const session = useSessionKind();
  if (session === 'unknown') return null;
  return <PromoCountdown guest={session === 'guest'} compact />;
}
