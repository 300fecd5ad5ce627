import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import en from '@/messages/en.json';
import { navigation } from '../support/navigation-mock';
import { renderWithProviders } from '../support/render';

/** What the server sends for the switcher, before any script runs. */
function serverHtml() {
  return renderToString(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Moscow">
      <JotaiProvider>
        <LanguageSwitcher />
      </JotaiProvider>
    </NextIntlClientProvider>,
  );
}

/** The popover's `toggle` event, as the browser fires it (jsdom has no popovers). */
function toggle(list: HTMLElement, newState: 'open' | 'closed') {
  const event = Object.assign(new Event('toggle'), {
    oldState: newState === 'open' ? 'closed' : 'open',
    newState,
  });
  act(() => void list.dispatchEvent(event));
}

describe('LanguageSwitcher', () => {
  it('offers every language for the current path', async () => {
    const user = userEvent.setup();
    navigation.set('/en/games/dice');
    renderWithProviders(<LanguageSwitcher />, { locale: 'en' });

    const toggle = screen.getByRole('button', { name: 'EN, change language' });
    expect(toggle).toHaveTextContent('EN');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/games/dice');
    expect(screen.getByRole('link', { name: 'Қазақша' })).toHaveAttribute('href', '/kz/games/dice');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  // WCAG 2.5.3: a voice user says the "KZ" they see; the name starts with it.
  it.each([
    ['ru', 'RU', 'RU, сменить язык'],
    ['en', 'EN', 'EN, change language'],
    ['kz', 'KZ', 'KZ, тілді ауыстыру'],
  ] as const)('in %s, is named after the code it shows', (locale, code, name) => {
    renderWithProviders(<LanguageSwitcher />, { locale });
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent(code);
    expect(button).toHaveAccessibleName(name);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, { locale: 'ru' });
    const toggle = screen.getByRole('button', { name: 'RU, сменить язык' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens before hydration: the server sends a popover and its button, with plain links', () => {
    navigation.set('/en/faq');
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    try {
      const button = container.querySelector('button')!;
      const list = container.querySelector('ul')!;
      // The browser opens and closes the list itself: no script needed.
      expect(button).toHaveAccessibleName('EN, change language');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('popovertarget', list.id);
      expect(list.id).not.toBe('');
      expect(list).toHaveAttribute('popover', 'auto');
      expect(list).not.toHaveAttribute('hidden');
      expect([...list.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
        '/ru/faq',
        '/en/faq',
        '/kz/faq',
      ]);
    } finally {
      container.remove();
    }
  });

  it('keeps aria-expanded in step with the popover once hydrated', () => {
    navigation.set('/en/faq');
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    renderWithProviders(<LanguageSwitcher />, { locale: 'en', container, hydrate: true });

    const button = screen.getByRole('button', { name: 'EN, change language' });
    const list = container.querySelector('ul')!;
    // The browser opened the list (the button's popovertarget), or closed it (Escape, a click
    // elsewhere): the button tells screen readers and the e2e what it shows.
    toggle(list, 'open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open');
    toggle(list, 'closed');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');
  });
});
