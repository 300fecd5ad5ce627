import { getByRole } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SportsTreeNav } from '@/components/sports/sports-tree-nav';
import type { Locale } from '@/lib/i18n/config';
import type { SportsTree } from '@/lib/schemas/sports';
import en from '@/messages/en.json';
import { renderServerHtml } from '../../support/server-html';

// The tree is a server component: its copy comes from `getTranslations` in the page's language.
let mockLocale: Locale = 'en';
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const messages = {
    ru: jest.requireActual('@/messages/ru.json'),
    en: jest.requireActual('@/messages/en.json'),
    kz: jest.requireActual('@/messages/kz.json'),
  };
  return {
    getLocale: async () => mockLocale,
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: mockLocale, messages: messages[mockLocale], namespace }),
  };
});

const name = (text: string) => ({ ru: text, en: text, kz: text });

function tree(sports: { slug: string; live: number; prematch: number }[]): SportsTree {
  return {
    sports: sports.map((sport) => ({
      ...sport,
      id: `sr:sport:${sport.slug}`,
      name: name(sport.slug),
      categories: [],
    })),
  };
}

/** The tree's server HTML in the given language, as a document to query. */
async function render(locale: Locale, data: SportsTree) {
  mockLocale = locale;
  const html = await renderServerHtml(
    <NextIntlClientProvider locale={locale} messages={en} timeZone="Europe/Moscow">
      {await SportsTreeNav({ tree: data, current: null })}
    </NextIntlClientProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the sport chips', () => {
  it.each([
    ['en', /^football\s*4 live, 65 upcoming$/],
    ['ru', /^football\s*4 в лайве, 65 в линии$/],
    ['kz', /^football\s*4 лайвта, 65 алдағы$/],
  ] as const)('in %s, say what their counts are, not bare numbers', async (locale, expected) => {
    const container = await render(locale, tree([{ slug: 'football', live: 4, prematch: 65 }]));
    const chip = getByRole(container, 'link', { name: /^football/ });
    expect(chip).toHaveAccessibleName(expected);
    // The digits are shown, and hidden from screen readers, which read the sentence instead.
    expect(chip.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent('465');
  });

  it('leave the live count out when nothing is live', async () => {
    const container = await render('en', tree([{ slug: 'tennis', live: 0, prematch: 12 }]));
    expect(getByRole(container, 'link', { name: /^tennis/ })).toHaveAccessibleName(
      /^tennis\s*12 upcoming$/,
    );
  });
});
