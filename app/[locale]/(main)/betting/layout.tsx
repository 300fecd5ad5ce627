import type { ReactNode } from 'react';
import { BettingShell } from '@/components/sports/betting-shell';

/** Every sportsbook page keeps the bet slip beside it. */
export default function BettingLayout({ children }: { children: ReactNode }) {
  return <BettingShell>{children}</BettingShell>;
}
