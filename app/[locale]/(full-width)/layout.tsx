import type { ReactNode } from 'react';
import { DefaultChrome } from '@/components/layout/default-chrome';

/** The full-width layout of spec §2, used by the game pages. */
export default function FullWidthLayout({ children }: { children: ReactNode }) {
  return <DefaultChrome wide>{children}</DefaultChrome>;
}
