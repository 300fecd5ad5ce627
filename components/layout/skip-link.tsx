import { useTranslations } from 'next-intl';

/** Lets keyboard users jump past the header to the page content. */
export function SkipLink() {
  const t = useTranslations('Nav');
  return (
    <a className="skip-link" href="#main">
      {t('skip')}
    </a>
  );
}
