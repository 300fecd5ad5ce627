import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StatementSection } from '@/components/profile/statement-section';
import type { StatementEntry } from '@/lib/schemas/billing';
import { server } from '../../msw/server';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

const ENTRIES: StatementEntry[] = [
  {
    id: 3,
    created_at: '2026-11-28T10:02:00.000Z',
    product: 'tournaments',
    reason: 'tournament_prize',
    amount: 1000,
    balance: 1460,
    subject: { type: 'tournament', id: '7' },
  },
  {
    id: 2,
    created_at: '2026-11-28T10:01:00.000Z',
    product: 'games',
    reason: 'bet_stake',
    amount: -40,
    balance: 460,
    subject: { type: 'bet', id: 'b-1' },
  },
  {
    id: 1,
    created_at: '2026-11-28T10:00:00.000Z',
    product: 'payments',
    reason: 'deposit',
    amount: 500,
    balance: 500,
    subject: { type: 'deposit', id: 'd-1' },
  },
];

/** Serves the statement from ENTRIES, filtered by product; records the queries. */
function statementApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/billing/statement`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const product = query.get('product');
      const items = query.get('account') === 'bonus' ? [] : ENTRIES;
      const shown = items.filter((entry) => !product || entry.product === product);
      return HttpResponse.json({
        account: query.get('account') ?? 'real',
        currency: 'USD',
        balance: items.length > 0 ? 1460 : 0,
        items: shown,
        page: 1,
        per_page: 20,
        total: shown.length,
      });
    }),
  );
  return queries;
}

beforeEach(resetSession);

describe('the statement on /profile/history', () => {
  it('lists each movement with its reason, product, signed amount and the balance after it', async () => {
    signIn();
    statementApi();
    renderWithSession(<StatementSection />);
    expect(await screen.findByText('Balance now: $1,460.00')).toHaveAttribute('role', 'status');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    const prize = within(rows[1]!);
    expect(prize.getByRole('link', { name: 'Tournament prize' })).toHaveAttribute(
      'href',
      '/en/tournament/7',
    );
    expect(prize.getByText('Tournaments')).toBeInTheDocument();
    expect(prize.getByText('+$1,000.00')).toBeInTheDocument();
    expect(prize.getByText('$1,460.00')).toBeInTheDocument();
    const stake = within(rows[2]!);
    // A bet's entry leads to the player's bets, lower on this page.
    expect(stake.getByRole('link', { name: 'Stake' })).toHaveAttribute(
      'href',
      '/en/profile/history#history-bets',
    );
    expect(stake.getByText('-$40.00')).toBeInTheDocument();
  });

  it('asks again for one product and for the bonus account, from the first page', async () => {
    const user = userEvent.setup();
    signIn();
    const queries = statementApi();
    renderWithSession(<StatementSection />);
    await screen.findAllByRole('row');
    await user.selectOptions(screen.getByLabelText('Product'), 'games');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(queries.at(-1)?.get('product')).toBe('games');
    expect(queries.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('radio', { name: 'Bonus money' }));
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
    expect(queries.at(-1)?.get('account')).toBe('bonus');
  });
});
