import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on narrow screens (a wide table): a tab stop named after what it
 * holds, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
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
  return (
    // A tab stop only to scroll: the region has no control of its own to focus.
    <div className={className} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
