import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ReportsPage } from '@/components/office/reports/reports-page';
import type { GgrReport } from '@/lib/schemas/reports';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

// uPlot draws on a canvas jsdom does not have: the figure's label and table are what is tested.
jest.mock('@/components/office/reports/ggr-chart', () => ({
  GgrChart: ({ label }: { label: string }) => <figure role="img" aria-label={label} />,
}));

const figures = {
  bonus_cost: 50,
  payment_fees: 12.5,
  provider_fees: 0,
  deposits: 13_000,
  payouts: 1_234.56,
  adjustments: 379.75,
  bonus_granted: 0,
  bonus_forfeited: 0,
};

const REPORT: GgrReport = {
  from: '2026-11-28',
  to: '2026-11-29',
  base_currency: 'RUB',
  provider_fee_bp: 1500,
  days: [
    {
      day: '2026-11-29',
      currency: 'RUB',
      products: [],
      ggr: 420.15,
      ngr: 357.65,
      ...figures,
    },
    {
      day: '2026-11-28',
      currency: 'RUB',
      products: [],
      ggr: -100,
      ngr: -162.5,
      ...figures,
    },
  ],
  totals: [
    {
      currency: 'RUB',
      products: [
        {
          product: 'games',
          stakes: 2_706.51,
          returned: 2_386.36,
          ggr: 320.15,
          bonus_stakes: 0,
          bonus_returned: 0,
        },
      ],
      ggr: 320.15,
      ngr: 195.15,
      ...figures,
    },
  ],
  base_total: {
    products: [],
    ggr: 320.15,
    ngr: 195.15,
    ...figures,
  },
  base_days: [
    {
      day: '2026-11-29',
      ggr: 420.15,
      ngr: 357.65,
      deposits: 13_000,
      payouts: 1_234.56,
      bonus_cost: 50,
    },
    {
      day: '2026-11-28',
      ggr: -100,
      ngr: -162.5,
      deposits: 13_000,
      payouts: 1_234.56,
      bonus_cost: 50,
    },
  ],
  unexplained: [],
};

function reportApi(answer: GgrReport | ((query: URLSearchParams) => Response)) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/reports/ggr`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return typeof answer === 'function' ? answer(query) : HttpResponse.json(answer);
    }),
  );
  return asked;
}

beforeEach(() => window.history.replaceState(null, '', '/en/office/reports'));

describe('the reports page', () => {
  it('shows the window in the base currency, the chart, products, days and the definitions', async () => {
    reportApi(REPORT);
    renderOffice(<ReportsPage />, { permissions: ['finance.read'] });

    const summary = await screen.findByRole('region', { name: 'The window in RUB' });
    expect(within(summary).getByText('GGR').nextSibling).toHaveTextContent('320.15');
    expect(within(summary).getByText('NGR').nextSibling).toHaveTextContent('195.15');
    expect(
      screen.getByRole('img', {
        name: 'GGR and NGR per day in RUB from 2026-11-28 to 2026-11-29; the figures are in the table below.',
      }),
    ).toBeInTheDocument();
    const products = screen.getByRole('table', { name: 'GGR by product over the window' });
    expect(within(products).getByText('Our games')).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'GGR and NGR by day and currency' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    expect(within(days).getByText('2026-11-28')).toBeInTheDocument();
    expect(screen.getByText(/aggregators’ share of positive casino GGR \(15%\)/)).toBeVisible();
  });

  it('asks for the window typed, puts it in the address, and shows the server’s refusal by its field', async () => {
    const asked = reportApi((query) =>
      query.get('from') === '2025-01-01'
        ? HttpResponse.json(
            { errors: { from: ['The window is at most 366 days'] } },
            { status: 422 },
          )
        : HttpResponse.json(REPORT),
    );
    const user = userEvent.setup();
    renderOffice(<ReportsPage />, { permissions: ['finance.read'] });
    await screen.findByRole('table', { name: 'GGR and NGR by day and currency' });

    await user.type(screen.getByLabelText('From'), '2025-01-01');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.selectOptions(screen.getByLabelText('Currency'), 'RUB');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2025-01-01'));
    expect(asked.at(-1)?.get('to')).toBe('2026-03-01');
    expect(asked.at(-1)?.get('currency')).toBe('RUB');
    expect(window.location.search).toBe('?from=2025-01-01&to=2026-03-01&currency=RUB');
    expect(await screen.findByText('The window is at most 366 days')).toBeInTheDocument();
  });

  it('says when a movement is unexplained and when no base total can be made', async () => {
    reportApi({
      ...REPORT,
      base_total: null,
      unexplained: [{ kind: 'mystery', currency: 'RUB', amount: 10 }],
    });
    renderOffice(<ReportsPage />, { permissions: ['finance.read'] });
    expect(await screen.findByText(/Movements no line explains .*mystery/)).toBeInTheDocument();
    expect(screen.getByText(/No base-currency total/)).toBeInTheDocument();
  });

  it('refuses a member without finance.read', () => {
    renderOffice(<ReportsPage />, { permissions: ['players.read'] });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
