'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';

/** `Page not found: {path}` (spec §2), with the path as the visitor asked for it, minus the language. */
export function NotFoundMessage() {
  const t = useTranslations('NotFound');
  const pathname = usePathname();
  return (
    <p className="lead" data-testid="not-found-message">
      {t('message', { path: pathname })}
    </p>
  );
}
