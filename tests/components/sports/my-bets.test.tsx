import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MyBets } from '@/components/sports/my-bets/my-bets';
import { SportsTicketsSection } from '@/components/profile/sports-tickets-section';
import type { TicketView } from '@/lib/schemas/sports';
import { server } from '../../msw/server';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';
import { legFixture, ticketFixture } from '../../support/sports-fixtures';

beforeEach(resetSession);

function ticketsApi(byStatus: Record<string, TicketView[]>) {
  const queries: string[] = [];
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/sports/tickets`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      return HttpResponse.json({
        tickets: byStatus[url.searchParams.get('status') ?? 'all'] ?? [],
        next: null,
      });
    }),
  );
  return queries;
}

const settledExpress = ticketFixture({
  id: 't-settled',
  kind: 'express',
  status: 'settled',
  grade: 'won',
  stake: 10,
  total_odds: '3.8',
  payout: 14.5,
  legs: [
    legFixture({
      idx: 0,
      odds: '2',
      settlement: {
        grade: 'win',
        result: 1,
        void_factor: null,
        dead_heat_factor: null,
        effective_odds: '2',
      },
    }),
    legFixture({
      idx: 1,
      event_id: 'sim:match:2',
      type_id: 16,
      spec_key: 'hcp=-0.25',
      specifiers: { hcp: '-0.25' },
      outcome_id: '1714',
      odds: '1.9',
      settlement: {
        grade: 'half_lose',
        result: 0,
        void_factor: '0.5',
        dead_heat_factor: null,
        effective_odds: '0.5',
      },
    }),
    legFixture({
      idx: 2,
      event_id: 'sim:match:3',
      type_id: 18,
      spec_key: 'total=2.5',
      specifiers: { total: '2.5' },
      outcome_id: '12',
      odds: '2.9',
      settlement: {
        grade: 'dead_heat',
        result: 1,
        void_factor: null,
        dead_heat_factor: '0.5',
        effective_odds: '1.45',
      },
    }),
  ],
});

describe('My bets', () => {
  it('asks a guest to log in', async () => {
    renderWithSession(<MyBets />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("shows each leg's o, result, v, d and e, then stake × Π e = payout", async () => {
    signIn();
    const queries = ticketsApi({ open: [], settled: [settledExpress] });
    renderWithSession(<MyBets />);
    expect(await screen.findByText('No open bets')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Settled' }));

    const card = await screen.findByRole('article', { name: 'Express · Won' });
    const rows = within(card).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['2', 'Won r = 1', '—', '—', '2'],
      ['1.9', 'Half lost r = 0', '0.5', '—', '0.5'],
      ['2.9', 'Dead heat r = 1', '—', '0.5', '1.45'],
    ]);
    expect(within(rows[1]!).getByText('Home 1 (−0.25)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Over 2.5')).toBeInTheDocument();
    expect(within(card).getByTestId('arithmetic')).toHaveTextContent(
      '$10.00 × 2 × 0.5 × 1.45 = $14.50',
    );
    expect(queries.some((query) => query.includes('status=settled'))).toBe(true);
  });

  it('shows a leg\u2019s score once its match has begun, none before kick-off', async () => {
    signIn();
    const unplayed = { home: 0, away: 0 };
    const open = ticketFixture({
      id: 't-open',
      kind: 'express',
      legs: [
        legFixture({
          idx: 0,
          market_status: 'active',
          event: { ...legFixture().event, status: 'not_started', score: unplayed },
        }),
        legFixture({
          idx: 1,
          event_id: 'sim:match:2',
          market_status: 'active',
          event: {
            ...legFixture().event,
            home: { ru: 'Home 2', en: 'Home 2', kz: 'Home 2' },
            away: { ru: 'Away 2', en: 'Away 2', kz: 'Away 2' },
            status: 'postponed',
            score: unplayed,
          },
        }),
        legFixture({
          idx: 2,
          event_id: 'sim:match:3',
          market_status: 'active',
          event: {
            ...legFixture().event,
            home: { ru: 'Home 3', en: 'Home 3', kz: 'Home 3' },
            away: { ru: 'Away 3', en: 'Away 3', kz: 'Away 3' },
            status: 'live',
            score: { home: 1, away: 0 },
          },
        }),
      ],
    });
    ticketsApi({ open: [open] });
    renderWithSession(<MyBets />);
    const card = await screen.findByRole('article', { name: /^Express/ });
    const matches = within(card)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByText(/Home \d — Away \d/).textContent);
    expect(matches).toEqual(['Home 1 — Away 1', 'Home 2 — Away 2', 'Home 3 — Away 3 1:0']);
  });

  it('sells an open ticket: quote, confirm with its expiry, a changed offer shown, not taken', async () => {
    signIn();
    const open = ticketFixture({ id: 't-open', status: 'open', stake: 10, open_stake: 10 });
    ticketsApi({ open: [open] });
    const quotes: unknown[] = [];
    const accepted: unknown[] = [];
    let offer = 15;
    server.use(
      http.post(`${API}/sports/tickets/t-open/cashout-quote`, async ({ request }) => {
        quotes.push(await request.json());
        return HttpResponse.json({
          quote_id: `00000000-0000-4000-8000-00000000000${quotes.length}`,
          ticket_id: 't-open',
          percent: 50,
          stake: 5,
          offer,
          expires_at: new Date(Date.now() + 5_000).toISOString(),
        });
      }),
      http.post(`${API}/sports/tickets/t-open/cashout`, async ({ request }) => {
        accepted.push(await request.json());
        if (accepted.length === 1) {
          offer = 12;
          return HttpResponse.json({ error: 'cashout_changed' }, { status: 409 });
        }
        return HttpResponse.json({
          ticket: { ...open, open_stake: 5, cashed_out: 12, version: 1 },
          paid: 12,
          balance: 100,
        });
      }),
    );
    renderWithSession(<MyBets />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out' }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    const slider = within(dialog).getByRole('slider');
    // Half the stake.
    fireEvent.change(slider, { target: { value: '50' } });
    expect(within(dialog).getByText('Stake sold: $5.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get an offer' }));
    expect(await within(dialog).findByText(/Offer: \$15\.00/)).toBeInTheDocument();
    expect(within(dialog).getByText(/valid for [45] s/)).toBeInTheDocument();
    expect(quotes[0]).toEqual({ percent: 50 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash out for $15.00' }));
    expect(
      await within(dialog).findByText('The offer changed: $15.00 before, $12.00 now'),
    ).toBeInTheDocument();
    expect(accepted).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash out for $12.00' }));
    await waitFor(() => expect(accepted).toHaveLength(2));
    expect(accepted[1]).toEqual({ quote_id: '00000000-0000-4000-8000-000000000002' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('sports tickets on /profile/history', () => {
  it('lists the tickets with their stake and result', async () => {
    signIn();
    ticketsApi({ all: [settledExpress, ticketFixture({ id: 't-2', status: 'open' })] });
    renderWithSession(<SportsTicketsSection />);
    const row = (await screen.findByText(/Express · 3\.8/)).closest('tr')!;
    expect(within(row).getByText('$10.00')).toBeInTheDocument();
    expect(within(row).getByText('$14.50')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });
});
