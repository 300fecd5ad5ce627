import { NotFoundContent } from '@/components/layout/not-found-content';

/** A 404 of this layout's pages (an unknown path, room, case…), in this layout. */
export default function NotFound() {
  return <NotFoundContent />;
}
