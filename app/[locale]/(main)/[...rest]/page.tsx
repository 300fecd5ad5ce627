import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// Any path no route matches lands here, inside the default layout, so the 404 is translated and
// framed by the site's header.
export default async function UnmatchedPage({ params }: LocaleParams) {
  await resolveLocale(params);
  notFound();
}
