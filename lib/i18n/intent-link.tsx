'use client';

import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';
import { localizedNavigation } from './localized-navigation';

const { Link: LocalizedLink, useRouter } = localizedNavigation;

type Props = ComponentProps<typeof LocalizedLink>;

/**
 * The site's link: a route's code and data are fetched when the player shows the intent to open
 * it (the pointer comes over it, it takes the focus, a finger touches it), not whenever it
 * scrolls into view. Next's default prefetches every link in the viewport: the home page's game
 * tiles alone fetched ~80 KB of gzip of other pages' scripts and a dozen RSC payloads for each
 * visit, most never opened (`bench:bundle --idle`, issue 41). An explicit `prefetch` keeps Next's
 * own behaviour for that link.
 */
export function Link(props: Props) {
  const router = useRouter();
  if (props.prefetch !== undefined) return <LocalizedLink {...props} />;
  const { href, locale, onPointerEnter, onFocus, onTouchStart } = props;
  const prefetch = () => {
    const target = typeof href === 'string' ? href : href.pathname;
    // An outside address (a payment page, a provider's lobby) has nothing to prefetch.
    if (!target?.startsWith('/')) return;
    router.prefetch(target, locale ? { locale } : undefined);
  };
  return (
    <LocalizedLink
      {...props}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
