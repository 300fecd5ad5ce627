'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport a part starts loading: about a screen ahead of the reader. */
const AHEAD = '100% 0px';

/**
 * Renders `children` once its place comes within about a screen of the viewport, or at once when
 * `eager` (the address asks for this part, say a verifier filled in from the query string). For
 * a part far down a page whose code a reader of the top does not need: until then only
 * `placeholder` is there. Without IntersectionObserver (old browsers, jsdom) it renders at once.
 */
export function WhenNear({
  eager = false,
  placeholder = null,
  children,
}: {
  eager?: boolean;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const [near, setNear] = useState(eager);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const target = place.current;
    if (!target || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={place}>{placeholder}</div>;
}
