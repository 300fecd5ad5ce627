'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { whenIdleAfterLoad } from '@/lib/dom/when-idle-after-load';

export { whenIdleAfterLoad };

/**
 * Renders its children once the page has loaded and the browser is idle: for what no first
 * paint needs (watchers, lookups, the notification layer), so its code and calls stay out of
 * the page's first load.
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  return ready ? children : null;
}
