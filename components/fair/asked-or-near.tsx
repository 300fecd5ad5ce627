'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { WhenNear } from '@/components/ui/when-near';

/** A verifier of `/fair`: at once when the address asks for it (`?<param>=`), else when near. */
export function AskedOrNear({ param, children }: { param: string; children: ReactNode }) {
  const query = useSearchParams();
  return <WhenNear eager={query.has(param)}>{children}</WhenNear>;
}
