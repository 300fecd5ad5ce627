import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * The last resort of a 404 under a language: every page lives in a layout group with a 404 of
 * its own, in its chrome (`(main)/not-found.tsx`, `(full-width)/not-found.tsx`). This one renders
 * no chrome on purpose: Next loads this boundary's client code with every page, and the header's
 * here would be a second copy of the layouts' (4.4 KB gzip on every first load).
 */
export default function NotFound() {
  return (
    <main id="main" className="content">
      <NotFoundContent />
    </main>
  );
}
