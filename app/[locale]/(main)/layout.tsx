import type { ReactNode } from 'react';
import { DefaultChrome } from '@/components/layout/default-chrome';

/** The default layout of spec §2. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return <DefaultChrome>{children}</DefaultChrome>;
}
