import { Provider as JotaiProvider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import FairPage from '@/app/[locale]/(main)/fair/page';
import WheelGamePage from '@/app/[locale]/(full-width)/games/wheel/page';
import { WheelTables } from '@/components/games/wheel/wheel-tables';
import { WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';
import { WHEEL_RISKS, WHEEL_TABLES } from '@/lib/games/wheel/tables';
import type { Locale } from '@/lib/i18n/config';
import type { CrashCommitmentFile, CrashSaltSource } from '@/lib/schemas/fair';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { renderServerHtml } from '../../support/server-html';

jest.mock('next-intl/server', () => ({
  ...jest.requireActual('../../support/english-server-translations'),
  getLocale: async () => 'en',
}));
// The verifiers load after the page (`next/dynamic`, no server rendering): not in its HTML.
jest.mock('next/dynamic', () => () => () => null);
// The commitment the page reads from the API when it is made: here a fixed answer.
let commitment: CrashCommitmentFile | null = null;
jest.mock('@/lib/api/fair-commitment', () => ({
  fetchCrashCommitment: async () => commitment,
}));

const TERMINATING = 'ab'.repeat(32);
const PUBLIC_KEY = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAtest\n-----END PUBLIC KEY-----\n';

function file(salt: string, source: CrashSaltSource): CrashCommitmentFile {
  return {
    commitment: {
      chain_id: 3,
      terminating_hash: TERMINATING,
      salt,
      salt_source: source,
      chain_length: 1_000_000,
      first_game: 1,
      published_at: '2026-01-02T03:04:05.678Z',
    },
    signature: { algorithm: 'Ed25519', public_key: PUBLIC_KEY, value: 'c2lnbmF0dXJl' },
  };
}

/** What the server sends, async server components included, as a document to query. */
async function serverHtml(node: ReactNode, messages: typeof en = en, locale: Locale = 'en') {
  const html = await renderServerHtml(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Moscow">
      <JotaiProvider>{node}</JotaiProvider>
    </NextIntlClientProvider>,
  );
  // In this window's DOM, so the matchers take its nodes.
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const params = Promise.resolve({ locale: 'en' });

/** Each table row's multipliers read back from its text, segment 0 first. */
function rowMultipliers(row: Element) {
  const text = row.querySelector('td')!.textContent!;
  return text
    .replace(/\d+–\d+:/g, ' ')
    .trim()
    .split(/\s+/)
    .map((value) => Number(value.replace(',', '.')));
}

/** Every wheel table in a document: 3 risks × 5 sizes, segment by segment, each returning 99 %. */
function expectEveryWheelTable(document: Element) {
  const tables = document.querySelectorAll('table[data-risk]');
  expect([...tables].map((table) => table.getAttribute('data-risk'))).toEqual([...WHEEL_RISKS]);
  for (const table of tables) {
    const risk = table.getAttribute('data-risk') as (typeof WHEEL_RISKS)[number];
    expect(table.querySelector('caption')).toHaveTextContent(
      /risk: the multiplier of every segment/,
    );
    expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
    ]);
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(WHEEL_SEGMENT_COUNTS.length);
    rows.forEach((row, i) => {
      const segments = WHEEL_SEGMENT_COUNTS[i]!;
      expect(row.querySelector('th[scope="row"]')).toHaveTextContent(String(segments));
      expect(rowMultipliers(row)).toEqual([...WHEEL_TABLES[risk][segments]]);
      expect(row.querySelectorAll('td')[1]).toHaveTextContent('99%');
    });
  }
  expect(document.querySelectorAll('table[data-risk] tbody tr')).toHaveLength(15);
}

beforeEach(() => {
  commitment = null;
});

describe('the wheel’s tables in the server HTML', () => {
  it('has all 15, segment by segment, in any language’s number format', async () => {
    expectEveryWheelTable(await serverHtml(<WheelTables />));
    const russian = await serverHtml(<WheelTables />, ru as unknown as typeof en, 'ru');
    expect(russian.querySelector('caption')).toHaveTextContent('Риск «Низкий»');
    expect(russian.querySelector('tbody td')).toHaveTextContent('0–9: 1,5 1,2 1,2 1,2 0');
  });

  it('are on the wheel’s game page, under its rules, without a script', async () => {
    const page = await serverHtml(await WheelGamePage({ params }));
    const details = page.querySelector('section[aria-labelledby="wheel-rules"] details');
    expect(details).not.toBeNull();
    expect(details!.querySelector('summary')).toHaveTextContent('Every wheel’s table');
    expectEveryWheelTable(page);
  });

  it('are on /fair', async () => {
    expectEveryWheelTable(await serverHtml(await FairPage({ params })));
  });
});

describe('/fair’s formulas', () => {
  it('can each be scrolled with the keyboard and are named for screen readers', async () => {
    commitment = file('arcada-development-salt', { kind: 'development' });
    const page = await serverHtml(await FairPage({ params }));
    const blocks = [...page.querySelectorAll('pre')];
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    for (const block of blocks) {
      expect(block).toHaveAttribute('tabindex', '0');
      expect(block).toHaveAttribute('role', 'region');
      expect(block.getAttribute('aria-label')).toBeTruthy();
    }
  });
});

describe('/fair’s crash commitment in the server HTML', () => {
  it('says a development chain’s salt was known in advance', async () => {
    commitment = file('arcada-development-salt', { kind: 'development' });
    const page = await serverHtml(await FairPage({ params }));
    const section = page.querySelector('[data-testid="crash-commitment"]')!;
    expect(section).toHaveTextContent(TERMINATING);
    expect(section).toHaveTextContent('arcada-development-salt');
    expect(section).toHaveTextContent('1,000,000');
    expect(section).toHaveTextContent('2026-01-02T03:04:05.678Z');
    expect(section).toHaveTextContent('c2lnbmF0dXJl');
    expect(section.querySelector('pre')!.textContent).toBe(PUBLIC_KEY);
    expect(section.querySelector('a')).toHaveAttribute(
      'href',
      '/api/api/v2/fair/crash/chains/3/commitment.json',
    );
    const source = section.querySelector('[data-salt-source]')!;
    expect(source).toHaveAttribute('data-salt-source', 'development');
    expect(source).toHaveTextContent(/fixed development salt.*known to anyone in advance/);
    expect(source).toHaveTextContent('no proof of fairness');
    expect(page).not.toHaveTextContent(/After publishing the chain we fix a salt nobody/);
  });

  it('names the block that fixed a production chain’s salt', async () => {
    const salt = '0000000000000000000320283a032748cef8227873ff4872689bf23f1cda83a5';
    commitment = file(salt, { kind: 'block', network: 'bitcoin', height: 840000 });
    const page = await serverHtml(await FairPage({ params }));
    const section = page.querySelector('[data-testid="crash-commitment"]')!;
    expect(section).toHaveTextContent(salt);
    const source = section.querySelector('[data-salt-source]')!;
    expect(source).toHaveAttribute('data-salt-source', 'block');
    expect(source).toHaveTextContent('The salt is the hash of block 840000 of bitcoin');
    expect(page).not.toHaveTextContent('development salt');
  });

  it('points to the signed file when there is no commitment to show', async () => {
    const page = await serverHtml(await FairPage({ params }));
    expect(page.querySelector('[data-testid="crash-commitment"]')).toBeNull();
    const section = page.querySelector('section[aria-labelledby="fair-commitment"]')!;
    expect(section).toHaveTextContent('No commitment to show');
    expect(section.querySelector('a')).toHaveAttribute(
      'href',
      '/api/api/v2/fair/crash/commitment.json',
    );
  });
});
