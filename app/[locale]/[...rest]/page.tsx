import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// Any path no route matches lands here, inside the [locale] layout, so the 404 is translated.
export default async function UnmatchedPage({ params }: LocaleParams) {
  await resolveLocale(params);
  notFound();
}
