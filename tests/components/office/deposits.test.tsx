import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DepositPage } from '@/components/office/deposits/deposit-page';
import { DepositsPage } from '@/components/office/deposits/deposits-page';
import type { DepositAnswer, DepositRow } from '@/lib/schemas/office-deposits';
import { server } from '../../msw/server';
import { captureDownloads, OFFICE_API, renderOffice } from './office-render';

const PAID_ID = '3f2a9c1d-0000-4000-8000-000000000001';
const WAITING_ID = '8b7e6d5c-0000-4000-8000-000000000002';

function row(overrides: Partial<DepositRow> & Pick<DepositRow, 'id'>): DepositRow {
  return {
    user_id: 100042,
    email: 'ivan@example.com',
    provider: 'sandbox',
    method: { code: 'sbp', name: 'Faster Payments (SBP)', type: 'sbp' },
    currency: 'RUB',
    amount: 2000,
    paid_amount: 2000,
    fee: 30,
    status: 'paid',
    provider_reference: 'sbx_0123456789abcdef',
    created_at: '2026-03-02T10:00:00.000Z',
    settled_at: '2026-03-02T10:00:05.000Z',
    ...overrides,
  };
}

const PAID = row({ id: PAID_ID, paid_amount: 1500 });
const WAITING = row({
  id: WAITING_ID,
  user_id: 100043,
  email: null,
  method: { code: 'card', name: 'Bank card', type: 'card' },
  amount: 500,
  paid_amount: null,
  fee: 0,
  status: 'pending',
  provider_reference: null,
  settled_at: null,
});

/** Serves the list: `pages` by the `before` cursor; records every query asked. */
function listApi(pages: Record<string, { deposits: DepositRow[]; next: string | null }>) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/deposits`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return HttpResponse.json(pages[query.before ?? 'first'] ?? { deposits: [], next: null });
    }),
  );
  return asked;
}

const rows = () => screen.getAllByRole('row').slice(1);
const CURSOR = `2026-03-02T10:00:00.000000Z~${PAID_ID}`;

describe('the deposits list (/office/deposits)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/office/deposits'));

  it('lists deposits with their player, amounts, method, status and reference', async () => {
    const events = userEvent.setup();
    listApi({ first: { deposits: [PAID, WAITING], next: null } });
    renderOffice(<DepositsPage />, { permissions: ['finance.read'] });

    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    const [paid, waiting] = rows();
    expect(within(paid!).getByRole('link', { name: 'Open deposit 3f2a9c1d' })).toHaveAttribute(
      'href',
      `/en/office/deposits/${PAID_ID}`,
    );
    expect(within(paid!).getByRole('link', { name: 'ivan@example.com' })).toHaveAttribute(
      'href',
      '/en/office/players/100042',
    );
    expect(within(paid!).getByText('#100042')).toBeInTheDocument();
    expect(within(paid!).getByText(/RUB\s?2,000\.00/)).toBeInTheDocument();
    expect(within(paid!).getByText(/RUB\s?1,500\.00 paid/)).toBeInTheDocument();
    expect(within(paid!).getByText(/RUB\s?30\.00/)).toBeInTheDocument();
    expect(within(paid!).getByText('Faster Payments (SBP)')).toBeInTheDocument();
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    // The provider's reference on one line: shortened, the whole of it in the tooltip and copied.
    expect(within(paid!).getByText('sbx_0123…cdef')).toHaveAttribute(
      'title',
      'sbx_0123456789abcdef',
    );
    expect(within(paid!).queryByText('sbx_0123456789abcdef')).not.toBeInTheDocument();
    expect(within(paid!).getByRole('link', { name: 'Open deposit 3f2a9c1d' })).toHaveAttribute(
      'title',
      PAID_ID,
    );
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await events.click(
      within(paid!).getByRole('button', { name: "Copy the provider's reference sbx_0123…cdef" }),
    );
    expect(await within(paid!).findByRole('status')).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('sbx_0123456789abcdef');
    writeText.mockRestore();
    expect(within(waiting!).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();

    // No e-mail: the player's number names the link.
    expect(within(waiting!).getByRole('link', { name: 'Player #100043' })).toHaveAttribute(
      'href',
      '/en/office/players/100043',
    );
    expect(within(waiting!).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('filters by status, method, currency, player and days, and pages by cursor', async () => {
    const events = userEvent.setup();
    const asked = listApi({
      first: { deposits: [PAID], next: CURSOR },
      [CURSOR]: { deposits: [WAITING], next: null },
    });
    renderOffice(<DepositsPage />, { permissions: ['payouts.decide'] });
    await screen.findByText('sbx_0123…cdef');
    expect(asked[0]).toEqual({ limit: '50' });

    await events.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByRole('link', { name: 'Player #100043' });
    expect(asked.at(-1)).toEqual({ limit: '50', before: CURSOR });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('sbx_0123…cdef');

    const filters = screen.getByRole('form', { name: 'Deposit filters' });
    await events.selectOptions(within(filters).getByLabelText('Status'), 'paid');
    await events.selectOptions(within(filters).getByLabelText('Method'), 'usdt-trc20');
    await events.selectOptions(within(filters).getByLabelText('Currency'), 'KZT');
    await events.type(within(filters).getByLabelText('Player number'), '#100042');
    await events.type(within(filters).getByLabelText('Opened from'), '2026-03-01');
    await events.type(within(filters).getByLabelText('Opened to'), '2026-03-02');
    await events.click(within(filters).getByRole('button', { name: 'Apply' }));

    // The days are the browser's: from the start of the first to the end of the last.
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        status: 'paid',
        method: 'usdt-trc20',
        currency: 'KZT',
        user_id: '100042',
        from: new Date(2026, 2, 1).toISOString(),
        to: new Date(2026, 2, 3).toISOString(),
        limit: '50',
      }),
    );
    expect(window.location.search).toBe(
      '?status=paid&method=usdt-trc20&currency=KZT&user_id=100042&from=2026-03-01&to=2026-03-02',
    );

    // The form is keyed by what applies: the one now on the page.
    await events.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: '50' }));
    expect(window.location.search).toBe('');
  });

  it('starts from the address, and refuses a bad player number or days out of order', async () => {
    const events = userEvent.setup();
    window.history.replaceState(null, '', '/en/office/deposits?status=failed&method=paypal');
    const asked = listApi({ first: { deposits: [], next: null } });
    renderOffice(<DepositsPage />, { permissions: ['finance.read'] });
    expect(await screen.findByText('No deposits match the filters.')).toBeInTheDocument();
    expect(asked[0]).toEqual({ status: 'failed', limit: '50' });

    const player = screen.getByLabelText('Player number');
    await events.type(player, 'ivan');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(player).toHaveAttribute('aria-invalid', 'true');
    expect(player).toHaveAccessibleDescription("Enter the player's number, digits only.");
    expect(player).toHaveFocus();

    await events.clear(player);
    await events.type(screen.getByLabelText('Opened from'), '2026-03-05');
    await events.type(screen.getByLabelText('Opened to'), '2026-03-01');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Opened to')).toHaveAccessibleDescription(
      'The last day cannot come before the first.',
    );
    expect(asked).toHaveLength(1);
  });

  it('shows the API refusal of a filter on its field', async () => {
    const events = userEvent.setup();
    server.use(
      http.get(`${OFFICE_API}/operator/deposits`, ({ request }) =>
        new URL(request.url).searchParams.has('user_id')
          ? HttpResponse.json({ errors: { user_id: ['invalid_value: Invalid'] } }, { status: 422 })
          : HttpResponse.json({ deposits: [PAID], next: null }),
      ),
    );
    renderOffice(<DepositsPage />, { permissions: ['finance.read'] });
    await screen.findByText('sbx_0123…cdef');
    await events.type(screen.getByLabelText('Player number'), '99999999');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Player number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
  });

  it('exports every page of the same query to CSV through the cursor', async () => {
    const events = userEvent.setup();
    const files = captureDownloads();
    const asked = listApi({
      first: { deposits: [PAID], next: CURSOR },
      [CURSOR]: { deposits: [WAITING], next: null },
    });
    renderOffice(<DepositsPage />, { permissions: ['finance.read'] });
    await screen.findByText('sbx_0123…cdef');
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked.slice(1)).toEqual([{ limit: '200' }, { limit: '200', before: CURSOR }]);
    expect(files[0]!.name).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe(
      "Opened,Deposit,Player,Amount,Fee,Method,Status,Settled,Provider's reference",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,${PAID_ID},ivan@example.com · #100042,`);
    expect(lines[1]).toContain(',Faster Payments (SBP) · sandbox,Paid,');
    expect(lines[2]).toContain(`,${WAITING_ID},Player #100043 · #100043,`);
    expect(await screen.findByText('2 rows saved to the file.')).toBeInTheDocument();
  });

  it('tells a member without the permissions that the section is not theirs', async () => {
    listApi({ first: { deposits: [PAID], next: null } });
    renderOffice(<DepositsPage />, { permissions: ['players.read'] });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

const ANSWER: DepositAnswer = {
  deposit: {
    ...row({ id: PAID_ID }),
    expires_at: '2026-03-02T10:20:00.000Z',
    sum_was_changed: false,
    take_bonus: true,
  },
  events: [
    {
      id: 1,
      kind: 'opened',
      status: 'pending',
      changed: true,
      signature_verified: null,
      payload: { reference: 'sbx_0123456789abcdef' },
      created_at: '2026-03-02T10:00:00.000Z',
    },
    {
      id: 2,
      kind: 'callback',
      status: 'paid',
      changed: true,
      signature_verified: true,
      payload: { invoice_id: PAID_ID, status: 'paid', amount: 2000, currency: 'RUB' },
      created_at: '2026-03-02T10:00:05.000Z',
    },
    {
      id: 3,
      kind: 'callback',
      status: 'paid',
      changed: false,
      signature_verified: true,
      payload: { invoice_id: PAID_ID, status: 'paid', amount: 2000, currency: 'RUB' },
      created_at: '2026-03-02T10:00:06.000Z',
    },
  ],
  transfers: [
    {
      id: 70,
      key: `deposit:${PAID_ID}:hold`,
      kind: 'deposit',
      status: 'pending',
      amount: 2000,
      currency: 'RUB',
      debit: 'psp:sandbox:RUB#3',
      credit: 'user:100042:RUB:real',
      settles_id: null,
      created_at: '2026-03-02T10:00:00.000Z',
    },
    {
      id: 71,
      key: `deposit:${PAID_ID}`,
      kind: 'deposit',
      status: 'posted',
      amount: 2000,
      currency: 'RUB',
      debit: 'psp:sandbox:RUB#3',
      credit: 'user:100042:RUB:real',
      settles_id: 70,
      created_at: '2026-03-02T10:00:05.000Z',
    },
    {
      id: 72,
      key: `deposit-fee:${PAID_ID}`,
      kind: 'psp_fee',
      status: 'posted',
      amount: 30,
      currency: 'RUB',
      debit: 'house:RUB#3',
      credit: 'psp:sandbox:RUB#3',
      settles_id: null,
      created_at: '2026-03-02T10:00:05.000Z',
    },
  ],
};

describe('a deposit (/office/deposits/{id})', () => {
  it('shows the invoice, the provider events in order and the ledger transfers', async () => {
    server.use(
      http.get(`${OFFICE_API}/operator/deposits/${PAID_ID}`, () => HttpResponse.json(ANSWER)),
    );
    renderOffice(<DepositPage id={PAID_ID} />, { permissions: ['payouts.decide'] });

    expect(
      await screen.findByRole('heading', { name: 'Deposit 3f2a9c1d', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '← Deposits' })).toHaveAttribute(
      'href',
      '/en/office/deposits',
    );
    expect(screen.getByRole('link', { name: 'ivan@example.com' })).toHaveAttribute(
      'href',
      '/en/office/players/100042',
    );
    const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(fact('Invoice')).toHaveTextContent(PAID_ID);
    expect(fact('Deposit bonus')).toHaveTextContent('Taken');
    expect(fact("Provider's fee")).toHaveTextContent(/RUB\s?30\.00/);

    const timeline = screen.getByRole('list', {
      name: 'Provider events, in the order they happened',
    });
    const [opened, callback, replay] = within(timeline).getAllByRole('listitem');
    expect(within(opened!).getByText('Invoice opened')).toBeInTheDocument();
    expect(within(opened!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(opened!).queryByText(/Signature/)).not.toBeInTheDocument();
    expect(within(callback!).getByText("Provider's callback")).toBeInTheDocument();
    expect(within(callback!).getByText('Signature verified')).toBeInTheDocument();
    expect(within(callback!).getByText('invoice_id')).toBeInTheDocument();
    expect(within(callback!).getByText(PAID_ID)).toBeInTheDocument();
    expect(within(callback!).getByText('2000')).toBeInTheDocument();
    expect(within(replay!).getByText('No change: repeated')).toBeInTheDocument();

    const transfers = screen.getByRole('table', { name: "The deposit's ledger transfers" });
    const [hold, credit, fee] = within(transfers).getAllByRole('row').slice(1);
    expect(within(hold!).getByText('Held while awaiting payment')).toBeInTheDocument();
    expect(within(hold!).getByText('Pending')).toBeInTheDocument();
    expect(within(credit!).getByText('Credited to the player')).toBeInTheDocument();
    expect(within(credit!).getByText('Settles #70')).toBeInTheDocument();
    expect(
      within(credit!).getByText('psp:sandbox:RUB#3 → user:100042:RUB:real'),
    ).toBeInTheDocument();
    expect(within(fee!).getByText("Provider's fee")).toBeInTheDocument();
    expect(within(fee!).getByText(/RUB\s?30\.00/)).toBeInTheDocument();
  });

  it('says so when there is no such deposit', async () => {
    server.use(
      http.get(`${OFFICE_API}/operator/deposits/${WAITING_ID}`, () =>
        HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 }),
      ),
    );
    renderOffice(<DepositPage id={WAITING_ID} />, { permissions: ['finance.read'] });
    expect(await screen.findByText('There is no such deposit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
