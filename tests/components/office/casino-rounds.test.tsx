import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CasinoReconciliationPage } from '@/components/office/casino/reconciliation-page';
import { CasinoRoundLookupPage } from '@/components/office/casino/round-lookup-page';
import type { CasinoReconciliation } from '@/lib/schemas/casino-reconciliation';
import type { OperatorCasinoRoundPart } from '@/lib/schemas/casino-rounds';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { OFFICE_API, renderOffice } from './office-render';

const PART: OperatorCasinoRoundPart = {
  id: 501,
  user_id: 100042,
  aggregator: 'hub88',
  external_round_id: 'round-77',
  game: { code: 'vs20fruits', slug: 'sandbox-fruits', name: 'Sandbox Fruits' },
  currency: 'RUB',
  status: 'closed',
  bet_total: 5,
  win_total: 12.5,
  free: false,
  opened_at: '2026-03-01T10:00:00.000Z',
  closed_at: '2026-03-01T10:00:03.000Z',
  transactions: [
    {
      kind: 'bet',
      amount: 5,
      state: 'processed',
      is_free: false,
      created_at: '2026-03-01T10:00:00.000Z',
      external_tx_id: 'tx-bet-1',
      ref_external_tx_id: null,
      ledger_key: 'casino-bet:hub88:tx-bet-1',
      free_spin_grant_id: null,
      response: { code: 'ok', balance: 95, currency: 'RUB', transactionId: '9001' },
    },
    {
      kind: 'win',
      amount: 12.5,
      state: 'processed',
      is_free: false,
      created_at: '2026-03-01T10:00:03.000Z',
      external_tx_id: 'tx-win-1',
      ref_external_tx_id: 'tx-bet-1',
      ledger_key: 'casino-win:hub88:tx-win-1',
      free_spin_grant_id: null,
      response: { code: 'ok', balance: 107.5, currency: 'RUB', transactionId: '9002' },
    },
  ],
};

function roundsApi() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/casino/rounds`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json({ items: query.get('round_id') === 'round-77' ? [PART] : [] });
    }),
  );
  return asked;
}

describe('the round look-up (/office/casino/rounds)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/casino/rounds');
    navigation.set('/en/office/casino/rounds');
  });

  it("renders every player's part with each call, its amount, result, time and answer", async () => {
    const asked = roundsApi();
    renderOffice(<CasinoRoundLookupPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Aggregator'), 'hub88');
    await user.type(screen.getByLabelText('Round ID'), 'round-77');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    const part = await screen.findByRole('region', { name: 'Player #100042' });
    expect(Object.fromEntries(asked[0]!)).toEqual({ aggregator: 'hub88', round_id: 'round-77' });
    expect(screen.getByRole('status')).toHaveTextContent('Round “round-77” at Hub88: 1 player.');
    expect(within(part).getByText('Closed', { selector: 'span' })).toBeInTheDocument();
    expect(within(part).getByText('Staked').nextSibling).toHaveTextContent(/RUB\s?5\.00/);
    expect(within(part).getByText('Sandbox Fruits (vs20fruits)')).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Open the player' })).toHaveAttribute(
      'href',
      '/en/office/players/100042',
    );

    const calls = within(part).getByRole('table', { name: 'Wallet calls of player #100042' });
    const [bet, win] = within(calls).getAllByRole('row').slice(1);
    expect(within(bet!).getByText('Bet')).toBeInTheDocument();
    expect(within(bet!).getByText('tx-bet-1')).toBeInTheDocument();
    expect(within(bet!).getByText(/RUB\s?5\.00/)).toBeInTheDocument();
    expect(within(bet!).getByText('Processed')).toBeInTheDocument();
    expect(within(bet!).getByText('casino-bet:hub88:tx-bet-1')).toBeInTheDocument();
    expect(within(bet!).getByText(/^3\/1\/26, \d{1,2}:00:00\s[AP]M$/)).toBeInTheDocument();
    expect(within(win!).getByText('Win')).toBeInTheDocument();
    expect(within(win!).getByText('For tx-bet-1')).toBeInTheDocument();
    expect(within(win!).getByText(/RUB\s?12\.50/)).toBeInTheDocument();

    await user.click(within(win!).getByText('Show the answer'));
    expect(within(win!).getByText(/"transactionId": "9002"/)).toBeVisible();
  });

  it('says clearly when no such round exists', async () => {
    roundsApi();
    renderOffice(<CasinoRoundLookupPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByLabelText('Round ID')).toHaveAccessibleDescription(
      "Enter the round's id as the provider gives it.",
    );
    await user.type(screen.getByLabelText('Round ID'), 'no-such-round');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No round “no-such-round” at Sandbox (local).',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

const REPORT: CasinoReconciliation = {
  aggregator: 'hub88',
  date: '2026-03-01',
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-02T00:00:00.000Z',
  counts: {
    theirs: 120,
    ours: 119,
    matched: 118,
    mismatched: 2,
    by_kind: { missing_ours: 1, missing_theirs: 0, amount: 1, kind: 0, status: 0 },
  },
  mismatches: [
    {
      tx_id: 'tx-lost',
      kind: 'missing_ours',
      ours: null,
      theirs: {
        kind: 'bet',
        amount: 1000,
        currency: 'RUB',
        round_id: 'r-9',
        state: 'ok',
        at: '2026-03-01T08:00:00.000Z',
        player: 'p-100042',
      },
    },
    {
      tx_id: 'tx-diff',
      kind: 'amount',
      ours: {
        kind: 'win',
        amount: 2500,
        currency: 'RUB',
        round_id: 'r-10',
        state: 'processed',
        at: '2026-03-01T09:00:00.000Z',
        user_id: 100042,
      },
      theirs: {
        kind: 'win',
        amount: 2550,
        currency: 'RUB',
        round_id: 'r-10',
        state: 'ok',
        at: '2026-03-01T09:00:00.000Z',
        player: 'p-100042',
      },
    },
  ],
  truncated: false,
};

describe('the reconciliation (/office/casino/reconciliation)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/casino/reconciliation');
    navigation.set('/en/office/casino/reconciliation');
  });

  it('shows the counts and each mismatch, and an aggregator it cannot reconcile on its field', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${OFFICE_API}/operator/casino/reconciliation`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return query.get('aggregator') === 'hub88'
          ? HttpResponse.json(REPORT)
          : HttpResponse.json(
              { errors: { aggregator: ['aggregator_not_configured: not connected'] } },
              { status: 422 },
            );
      }),
    );
    renderOffice(<CasinoReconciliationPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Aggregator'), 'slotegrator');
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Aggregator')).toHaveAccessibleDescription(
        'This game aggregator is not connected',
      ),
    );

    await user.selectOptions(screen.getByLabelText('Aggregator'), 'hub88');
    const day = screen.getByLabelText('Day (UTC)');
    await user.clear(day);
    await user.type(day, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));

    const result = await screen.findByRole('region', { name: 'Hub88, 2026-03-01 (UTC)' });
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ aggregator: 'hub88', date: '2026-03-01' });
    expect(within(result).getByText('Their transactions').nextSibling).toHaveTextContent('120');
    expect(within(result).getByText('Mismatched').nextSibling).toHaveTextContent('2');
    const [lost, diff] = within(result).getAllByRole('row').slice(1);
    expect(within(lost!).getByText('We have no record')).toBeInTheDocument();
    expect(within(lost!).getByText('—')).toBeInTheDocument();
    expect(
      within(lost!).getByText(/^Bet · RUB\s?10\.00 · Accepted · player p-100042 · round r-9 · /),
    ).toBeInTheDocument();
    expect(within(diff!).getByText('Amounts differ')).toBeInTheDocument();
    expect(
      within(diff!).getByText(/^Win · RUB\s?25\.00 · Processed · player #100042/),
    ).toBeInTheDocument();
    expect(within(diff!).getByText(/^Win · RUB\s?25\.50 · Accepted/)).toBeInTheDocument();
  });
});
