import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CaseBoard } from '@/components/games/cases/case-board';
import { CaseList } from '@/components/games/cases/case-list';
import { modalAtom } from '@/lib/atoms/modal';
import type { CaseSummary } from '@/lib/schemas/games';
import { server } from '../../msw/server';
import { caseAnswer, caseFixture, preferReducedMotion } from '../../support/round-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

const PENNY = caseFixture();
const ROYAL = caseFixture({
  slug: 'royal',
  name: 'Royal',
  price: 1000,
  items: [
    { id: 'royal.gold-coin', name: 'Gold coin', value: 400, chance: 60 },
    { id: 'royal.ruby', name: 'Ruby', value: 1400, chance: 39.88 },
    { id: 'royal.diamond', name: 'Diamond', value: 20_000, chance: 0.12 },
  ],
});

function catalogueApi(cases: CaseSummary[]) {
  const searches: string[] = [];
  server.use(
    http.get(`${API}/api/v2/games/cases`, ({ request }) => {
      searches.push(new URL(request.url).search);
      return HttpResponse.json({ cases });
    }),
    http.get(`${API}/api/v2/games/cases/:slug`, ({ params }) => {
      const found = cases.find((entry) => entry.slug === params.slug);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
    }),
  );
  return searches;
}

function signedIn() {
  signIn();
  server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
}

let undoMotion: () => void;
beforeEach(() => {
  resetSession();
  undoMotion = preferReducedMotion();
});
afterEach(() => undoMotion());

describe('Cases list', () => {
  it('lists every case with its price and best items, each linking to its page', async () => {
    const searches = catalogueApi([PENNY, ROYAL]);
    renderWithSession(<CaseList initial={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the cases…');

    expect(await screen.findByRole('link', { name: 'Penny' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/games\/cases\/penny$/),
    );
    expect(screen.getByRole('link', { name: 'Royal' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/games\/cases\/royal$/),
    );
    expect(screen.getByText('Price $10.00')).toBeInTheDocument();
    expect(screen.getByText('Price $1,000.00')).toBeInTheDocument();
    // The most valuable items first.
    const royal = screen.getByRole('link', { name: 'Royal' }).closest('li')!;
    const preview = within(royal)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(preview).toEqual(['Diamond$20,000.00', 'Ruby$1,400.00', 'Gold coin$400.00']);
    // The API prices the catalogue in the visitor's currency; the browser does not choose one.
    expect(searches).toEqual(['']);
  });

  it('shows the server render’s catalogue at once and names cases in the page’s language', async () => {
    catalogueApi([PENNY]);
    renderWithSession(<CaseList initial={[PENNY]} />, { locale: 'ru' });
    expect(screen.getByRole('link', { name: 'Копеечный' })).toBeInTheDocument();
    expect(screen.getByText('Золотая монета')).toBeInTheDocument();
  });

  it('says when there are no cases', async () => {
    catalogueApi([]);
    renderWithSession(<CaseList initial={null} />);
    expect(await screen.findByText('No cases on display yet')).toBeInTheDocument();
  });
});

describe('Case page', () => {
  it('shows the case’s items with their values and chances', async () => {
    catalogueApi([PENNY]);
    renderWithSession(<CaseBoard initial={PENNY} />);
    expect(screen.getByRole('heading', { name: 'Penny' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Copper coin$4.0038.73%',
      'Gold coin$12.0061.26%',
      'Crown$1,000.000.01%',
    ]);
    expect(screen.getByRole('link', { name: 'All cases' })).toBeInTheDocument();
  });

  it('opens the case with a key and shows the won item and the payout', async () => {
    signedIn();
    catalogueApi([PENNY]);
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/v2/games/cases/penny/open`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(caseAnswer(PENNY, 'penny.gold-coin'));
      }),
    );
    const user = userEvent.setup();
    renderWithSession(<CaseBoard initial={PENNY} />);

    await user.click(await screen.findByRole('button', { name: 'Open for $10.00' }));
    expect(await screen.findByText('You got Gold coin: $12.00 (1.20×)')).toBeInTheDocument();
    expect(bodies).toEqual([{ key: expect.any(String) }]);
    const row = screen.getByRole('row', { name: /Gold coin/ });
    expect(row).toHaveAttribute('data-won', 'true');
    expect(screen.getByRole('link', { name: 'Verify this bet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open for $10.00' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps the result until the strip stops when motion is allowed', async () => {
    undoMotion();
    undoMotion = preferReducedMotion(false);
    signedIn();
    catalogueApi([PENNY]);
    server.use(
      http.post(`${API}/api/v2/games/cases/penny/open`, () =>
        HttpResponse.json(caseAnswer(PENNY, 'penny.crown')),
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<CaseBoard initial={PENNY} />);

    await user.click(await screen.findByRole('button', { name: 'Open for $10.00' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open for $10.00' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(screen.queryByText(/^You got/)).not.toBeInTheDocument();
  });

  it('asks a guest to log in instead of opening', async () => {
    catalogueApi([PENNY]);
    const user = userEvent.setup();
    const { store } = renderWithSession(<CaseBoard initial={PENNY} />);
    await user.click(screen.getByRole('button', { name: 'Open for $10.00' }));
    expect(store.get(modalAtom)).toBe('Login');
  });
});
