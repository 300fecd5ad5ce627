'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { updateSettings } from '@/lib/api/profile';
import { useUser } from '@/lib/hooks/data/use-user';
import { intlLocales, localeNames, locales } from '@/lib/i18n/config';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import styles from './header.module.css';
import own from './language-switcher.module.css';

/** The space between the button and its list, in px. */
const GAP = 6;

/** Whether the browser has popovers; one without them gets the list shown and hidden by React. */
const hasPopovers = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * Places the open list by its button where CSS anchor positioning is missing (the popover sits
 * in the top layer, against the viewport): under it, or above it when there is no room below.
 */
function placeMenu(button: HTMLElement | null, menu: HTMLElement) {
  if (!button || globalThis.CSS?.supports?.('anchor-name: --a')) return;
  const box = button.getBoundingClientRect();
  const below = window.innerHeight - box.bottom - GAP >= menu.offsetHeight;
  Object.assign(menu.style, {
    left: 'auto',
    right: `${document.documentElement.clientWidth - box.right}px`,
    top: below ? `${box.bottom + GAP}px` : 'auto',
    bottom: below ? 'auto' : `${window.innerHeight - box.top + GAP}px`,
  });
}

/**
 * Switches the language and keeps the current path. Plain links with the language prefix, loaded
 * in full: the middleware answers them by setting the language cookie and, for the default
 * language, redirecting to the unprefixed address. Crawlers and visitors without JavaScript can
 * use them too, and the new language arrives with all its messages in one request. A signed-in
 * player's choice is saved to the profile first (spec §4 applies the profile's language).
 *
 * The list is a popover its button opens (`popovertarget`), so it opens before the page is
 * hydrated, and without JavaScript; the browser closes it on Escape or a click elsewhere and
 * gives focus back. React follows its state (`toggle`) for `aria-expanded`. A browser without
 * popovers gets the list opened and closed by React, as before.
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const code = current.toUpperCase();
  const pathname = usePathname();
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // Each switcher (the header's, the menu drawer's) ties its list to its own button.
  const anchor = `--languages-${menuId.replace(/[^\w-]/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  // A click before hydration may have opened the list already: the button says so from now on.
  useEffect(() => {
    const list = menu.current;
    if (!list || !hasPopovers() || !list.matches(':popover-open')) return;
    placeMenu(button.current, list);
    setOpen(true);
  }, []);

  useEffect(() => {
    // The browser light-dismisses a popover itself.
    if (!open || hasPopovers()) return;
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
        // Escape closes the list only, not the menu drawer around it, and focus goes back. A
        // popover is closed by the browser on the same key (the drawer's handler, which would
        // cancel the key, is not reached).
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        if (!hasPopovers()) setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.languageButton}
        // The name starts with the code the button shows ("EN, change language"): a voice user
        // says what they see (WCAG 2.5.3).
        aria-label={t('label', { code })}
        aria-expanded={open}
        aria-controls={menuId}
        popoverTarget={menuId}
        style={{ anchorName: anchor }}
        onClick={() => {
          // With popovers the button's own action opens and closes the list.
          if (!hasPopovers()) setOpen((value) => !value);
        }}
      >
        {code}
      </button>
      <ul
        ref={menu}
        id={menuId}
        className={`${styles.languageMenu} ${own.menu}`}
        popover="auto"
        data-open={open ? '' : undefined}
        style={{ positionAnchor: anchor }}
        onBeforeToggle={(event) => {
          if (event.newState === 'open') placeMenu(button.current, event.currentTarget);
        }}
        onToggle={(event) => {
          const opened = event.newState === 'open';
          if (opened) placeMenu(button.current, event.currentTarget);
          setOpen(opened);
        }}
      >
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
