import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Dashboard } from '@/components/office/dashboard/dashboard';
import type { OfficeDashboard } from '@/lib/schemas/reports';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

jest.mock('@/components/office/reports/ggr-chart', () => ({
  GgrChart: ({ label }: { label: string }) => <figure role="img" aria-label={label} />,
}));

const figures = {
  ggr: 1_500.5,
  ngr: -200,
  deposits: 10_000,
  payouts: 2_000,
  bonus_cost: 50,
  new_players: 3,
  active_players: 2,
};

const DASHBOARD: OfficeDashboard = {
  as_of: '2026-11-29T12:00:00Z',
  base_currency: 'RUB',
  today: '2026-11-29',
  today_figures: figures,
  month_figures: { ...figures, ggr: 9_000, new_players: 40 },
  days: [
    {
      day: '2026-11-29',
      ggr: 1_500.5,
      ngr: -200,
      deposits: 10_000,
      payouts: 2_000,
      bonus_cost: 50,
    },
  ],
  products: [
    {
      product: 'sports',
      stakes: 5_000,
      returned: 4_000,
      ggr: 1_000,
      bonus_stakes: 0,
      bonus_returned: 0,
    },
  ],
  queues: {
    payouts: { count: 4, amounts: [{ currency: 'RUB', amount: 12_345 }] },
    approvals: 1,
    risk_flags: 7,
    kyc_uploads: 2,
  },
  exposure: [{ currency: 'KZT', tickets: 5, stakes: 2_500, potential: 9_100 }],
  engines: [
    { name: 'crash', kind: 'engine', up: true, seen_at: '2026-11-29T12:00:05Z', detail: 'api-1' },
    { name: 'sim-live', kind: 'feed', up: false, seen_at: null, detail: 'alive timeout' },
  ],
};

describe('the dashboard', () => {
  it('shows today and 30 days, the queues with links, exposure and the engines', async () => {
    server.use(
      http.get(`${OFFICE_API}/operator/reports/dashboard`, () => HttpResponse.json(DASHBOARD)),
    );
    renderOffice(<Dashboard />, { permissions: ['finance.read'] });
    const today = await screen.findByRole('region', { name: 'Today (UTC)' });
    expect(within(today).getByText('NGR').nextSibling).toHaveTextContent('-');
    expect(within(today).getByText('New players').nextSibling).toHaveTextContent('3');
    const month = screen.getByRole('region', { name: 'Last 30 days' });
    expect(within(month).getByText('New players').nextSibling).toHaveTextContent('40');
    expect(screen.getByRole('link', { name: /4 payouts to decide/ })).toHaveAttribute(
      'href',
      '/en/office/payouts',
    );
    expect(screen.getByRole('link', { name: /7 open risk flags/ })).toBeInTheDocument();
    const exposure = screen.getByRole('table', { name: 'Sportsbook: open tickets' });
    expect(within(exposure).getByText('KZT')).toBeInTheDocument();
    const engines = screen.getByRole('table', { name: 'Engines and feed' });
    expect(within(engines).getByText('Down')).toBeInTheDocument();
    expect(within(engines).getByText('alive timeout')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /GGR and NGR per day over the last 30 days/ }),
    ).toBeVisible();
  });

  it('offers a retry when it cannot be read', async () => {
    server.use(
      http.get(`${OFFICE_API}/operator/reports/dashboard`, () =>
        HttpResponse.json({ error: 'unavailable' }, { status: 503 }),
      ),
    );
    renderOffice(<Dashboard />, { permissions: ['finance.read'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be read.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
