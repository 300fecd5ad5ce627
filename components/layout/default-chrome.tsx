import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';

/**
 * Header, content and footer. `wide` lets game pages use the whole width (spec §2's
 * full-width layout); everything else reads in a centred column.
 */
export function DefaultChrome({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className={wide ? 'content content-wide' : 'content'}>
        {children}
      </main>
      <Footer />
    </>
  );
}
