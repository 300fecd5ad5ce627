import { Provider as JotaiProvider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import LiveCasinoPage from '@/app/[locale]/(full-width)/games/live-casino/page';
import * as slotsRoute from '@/app/[locale]/(full-width)/games/slots/page';
import type { PublicCatalogue } from '@/lib/api/public-catalogue';
import type { CasinoGameSummary } from '@/lib/schemas/casino';
import en from '@/messages/en.json';
import { renderServerHtml } from '../../support/server-html';

jest.mock('next-intl/server', () => ({
  ...jest.requireActual('../../support/english-server-translations'),
  getLocale: async () => 'en',
}));
// Reading the request makes a page dynamic (a render per visit, issue 41): these pages must not.
jest.mock('next/headers', () => ({
  cookies: () => {
    throw new Error('the catalogue page read the cookies');
  },
  headers: () => {
    throw new Error('the catalogue page read the headers');
  },
}));
// What the pages get from the API as a guest, whatever the visitor: here a fixed answer.
const asked: [string, string][] = [];
let catalogue: PublicCatalogue;
jest.mock('@/lib/api/public-catalogue', () => ({
  publicCatalogue: async (kind: string, lang: string) => {
    asked.push([kind, lang]);
    return catalogue;
  },
}));

function game(slug: string, name: string): CasinoGameSummary {
  return {
    slug,
    name: { ru: name, en: name, kz: name },
    provider: { slug: 'arcada-originals', name: 'Arcada Originals' },
    kind: 'slot',
    image: null,
    tags: ['popular'],
    rtp: '96.00',
    volatility: 'medium',
    has_demo: true,
    has_free_spins: false,
    tables: null,
  };
}

async function serverHtml(node: ReactNode) {
  const html = await renderServerHtml(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Moscow">
      <JotaiProvider>{node}</JotaiProvider>
    </NextIntlClientProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const params = Promise.resolve({ locale: 'en' });

beforeEach(() => {
  asked.length = 0;
  catalogue = {
    initial: { games: [game('golden-steppe', 'Golden Steppe')], next_cursor: null },
    providers: [{ slug: 'arcada-originals', name: 'Arcada Originals', games: 1 }],
  };
});

describe('the catalogue pages in the server HTML (issue 41)', () => {
  it('are static: the slots page has its games for crawlers without reading the request', async () => {
    expect(slotsRoute).not.toHaveProperty('dynamic');
    const page = await serverHtml(await slotsRoute.default({ params }));
    expect(asked).toEqual([['slot', 'en']]);
    expect(page.querySelector('h1')).toHaveTextContent('Slots');
    expect(page.querySelector('a[href="/en/games/slots/golden-steppe/play"]')).not.toBeNull();
    expect(page.querySelector('option[value="arcada-originals"]')).toHaveTextContent(
      /Arcada Originals/,
    );
  });

  it('render the live casino the same way, and a grid without games when the API was down', async () => {
    catalogue = { initial: null, providers: [] };
    const page = await serverHtml(await LiveCasinoPage({ params }));
    expect(asked).toEqual([['live', 'en']]);
    expect(page.querySelectorAll('li[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(page.querySelector('a[href*="/play"]')).toBeNull();
  });
});
