import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { HistorySection } from '@/components/profile/history-section';
import { timezoneAtom } from '@/lib/atoms/timezone';
import type { HistoryItem } from '@/lib/schemas/billing';
import { server } from '../../msw/server';
import { historyItemFixture } from '../../support/billing';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

/** Serves the history from `items`, paged and filtered as the API does; records the queries. */
function historyApi(items: HistoryItem[]) {
  const queries: string[] = [];
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/billing/history`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const type = url.searchParams.get('type') ?? 'all';
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('per_page') ?? '20');
      const matching = items.filter((item) => type === 'all' || item.type === type);
      return HttpResponse.json({
        items: matching.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: matching.length,
      });
    }),
  );
  return queries;
}

beforeEach(resetSession);

describe('/profile/history', () => {
  it('lists deposits and payouts with date, type, method, amount and status', async () => {
    signIn();
    historyApi([
      historyItemFixture({
        id: 'd-1',
        amount: 100,
        paid_amount: 90,
        created_at: '2025-03-01T09:30:00.000Z',
      }),
      historyItemFixture({
        id: 'p-1',
        type: 'payout',
        method: { hash: 'p-usdt', name: 'USDT' },
        amount: 25,
        paid_amount: null,
        status: 'rejected',
      }),
    ]);
    // Dates follow the player's time zone (UTC+5 here), not the page's default (Moscow).
    const store = createStore();
    store.set(timezoneAtom, 'Asia/Almaty');
    renderWithSession(<HistorySection />, { store });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const deposit = within(rows[1]!);
    expect(deposit.getByText(/Mar 1, 2025/)).toHaveTextContent('Mar 1, 2025, 2:30 PM');
    expect(deposit.getByText('Deposit')).toBeInTheDocument();
    expect(deposit.getByText('Bank card')).toBeInTheDocument();
    expect(deposit.getByText('$100.00')).toBeInTheDocument();
    expect(deposit.getByText('paid $90.00')).toBeInTheDocument();
    expect(deposit.getByText('Paid')).toBeInTheDocument();
    const payout = within(rows[2]!);
    expect(payout.getByText('Payout')).toBeInTheDocument();
    expect(payout.getByText('Rejected')).toBeInTheDocument();
    expect(payout.queryByText(/^paid /)).not.toBeInTheDocument();
    expect(payout.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('cancels a pending payout and loads the history and the balance again', async () => {
    signIn();
    const items = [
      historyItemFixture({
        id: 'p-2',
        type: 'payout',
        amount: 50,
        paid_amount: null,
        status: 'pending',
      }),
    ];
    historyApi(items);
    let cancelled: string | undefined;
    server.use(
      http.post(`${API}/api/v2/billing/payout/:id/cancel`, ({ params }) => {
        cancelled = String(params.id);
        items[0] = { ...items[0]!, status: 'cancelled' };
        return HttpResponse.json({
          id: 'p-2',
          hash: 'p-card',
          type: 'card',
          amount: 50,
          currency: 'USD',
          status: 'cancelled',
          details: { card_number: '•••• 1111' },
          created_at: items[0].created_at,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithSession(<HistorySection />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('The payout is cancelled; the money is back on your balance.'),
    ).toBeInTheDocument();
    expect(cancelled).toBe('p-2');
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows the error when a cancel is refused', async () => {
    signIn();
    historyApi([historyItemFixture({ type: 'payout', status: 'pending', paid_amount: null })]);
    server.use(
      http.post(`${API}/api/v2/billing/payout/:id/cancel`, () =>
        HttpResponse.json({ error: 'payout_not_pending', message: 'settled' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<HistorySection />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('This withdrawal is already processed')).toBeInTheDocument();
  });

  it('filters by type and pages through 20 rows at a time', async () => {
    signIn();
    const items = Array.from({ length: 25 }, (_, index) =>
      historyItemFixture({
        id: `d-${index}`,
        type: index % 5 === 0 ? 'payout' : 'deposit',
        method: { hash: 'm', name: `Method ${index}` },
      }),
    );
    const queries = historyApi(items);
    const user = userEvent.setup();
    renderWithSession(<HistorySection />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Payout' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();
    expect(queries).toEqual([
      '?type=all&page=1&per_page=20',
      '?type=all&page=2&per_page=20',
      '?type=payout&page=1&per_page=20',
    ]);
  });

  it('shows the empty state when there is nothing yet', async () => {
    signIn();
    historyApi([]);
    renderWithSession(<HistorySection />);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
