'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { updateSettings } from '@/lib/api/profile';
import { useUser } from '@/lib/hooks/data/use-user';
import { intlLocales, localeNames, locales } from '@/lib/i18n/config';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import styles from './header.module.css';

/**
 * Switches the language and keeps the current path. Plain links with the language prefix, loaded
 * in full: the middleware answers them by setting the language cookie and, for the default
 * language, redirecting to the unprefixed address. Crawlers and visitors without JavaScript can
 * use them too, and the new language arrives with all its messages in one request. A signed-in
 * player's choice is saved to the profile first (spec §4 applies the profile's language).
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      className={styles.languages}
      ref={root}
      onKeyDown={(event) => {
        // Escape closes the list only, not the menu drawer around it, and focus goes back.
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.languageButton}
        aria-label={t('label')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {current.toUpperCase()}
      </button>
      <ul id={menuId} className={styles.languageMenu} hidden={!open}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={getPathname({ href: pathname, locale, forcePrefix: true })}
              hrefLang={intlLocales[locale]}
              lang={intlLocales[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                if (!user || user.locale === locale) return;
                // A signed-in player's language lives in the profile, which a sign-in applies.
                event.preventDefault();
                const href = event.currentTarget.href;
                void updateSettings(browserApi(), { locale })
                  .catch(() => {})
                  .finally(() => window.location.assign(href));
              }}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
