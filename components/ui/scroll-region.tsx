'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether `box` has more to show than it has room for, either way. */
const overflows = (box: HTMLElement) =>
  box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;

/**
 * A box that scrolls sideways on narrow screens (a wide table): while its content overflows, a
 * tab stop named after what it holds, so a keyboard user can scroll it with the arrow keys (WCAG
 * 2.1.1; axe's scrollable-region-focusable). While everything fits (a desktop) it is no tab stop:
 * there would be nothing to scroll. It watches its size and its content's, so a table that grows
 * past it becomes one. Rendered as a tab stop until it has measured itself.
 */
export function ScrollRegion({
  className,
  labelledBy,
  children,
}: {
  className?: string;
  /** The id of the heading that names the content. */
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const region = ref.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(overflows(region));
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    for (const child of region.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    // A tab stop only to scroll: the region has no control of its own to focus.
    <div
      ref={ref}
      className={className}
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
