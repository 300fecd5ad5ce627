import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SandboxCheckout } from '@/components/payments/sandbox-checkout';
import type { SandboxInvoice } from '@/lib/schemas/billing';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession } from '../../support/session';

function invoiceFixture(fields: Partial<SandboxInvoice> = {}): SandboxInvoice {
  return {
    id: 'inv-9',
    amount: 1500,
    currency: 'RUB',
    status: 'pending',
    expires_at: new Date(Date.now() + 600_000).toISOString(),
    merchant: 'Arcada',
    ...fields,
  };
}

/** The sandbox provider's API over one invoice, recording what the page sends. */
function sandboxApi(invoice: SandboxInvoice = invoiceFixture()) {
  const sent: { action: string; body: unknown; auth: string | null }[] = [];
  let current = invoice;
  server.use(
    http.get(`${API}/payments/sandbox/invoices/:id`, ({ params }) =>
      params.id === current.id
        ? HttpResponse.json(current)
        : HttpResponse.json({ error: 'not_found', message: 'no invoice' }, { status: 404 }),
    ),
    http.post(`${API}/payments/sandbox/invoices/:id/:action`, async ({ params, request }) => {
      const body = await request.text();
      sent.push({
        action: String(params.action),
        body: body ? JSON.parse(body) : undefined,
        auth: request.headers.get('authorization'),
      });
      const status = params.action === 'pay' ? 'paid' : 'failed';
      current = { ...current, status };
      return HttpResponse.json({ status });
    }),
  );
  return sent;
}

beforeEach(resetSession);
afterEach(() => {
  window.location.hash = '';
});

describe('sandbox checkout page', () => {
  it("shows the invoice and pays it with the link's token, without any session", async () => {
    window.location.hash = '#token=1767225600.link-token';
    const sent = sandboxApi();
    const user = userEvent.setup();
    renderWithSession(<SandboxCheckout invoiceId="inv-9" />);
    expect(
      screen.getByRole('heading', { name: 'Sandbox payment provider — test money only' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Arcada')).toBeInTheDocument();
    expect(screen.getByText('RUB 1,500.00')).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:59)$/);

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment sent — return to the site')).toBeInTheDocument();
    expect(sent).toEqual([
      { action: 'pay', body: { checkout_token: '1767225600.link-token' }, auth: null },
    ]);
  });

  it('opened without a token, sends no token (the API then wants the owner signed in)', async () => {
    const sent = sandboxApi();
    const user = userEvent.setup();
    renderWithSession(<SandboxCheckout invoiceId="inv-9" />);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await screen.findByText('Payment sent — return to the site');
    expect(sent).toEqual([{ action: 'pay', body: {}, auth: null }]);
  });

  it('pays a smaller amount when asked to, never a larger one', async () => {
    const sent = sandboxApi();
    const user = userEvent.setup();
    renderWithSession(<SandboxCheckout invoiceId="inv-9" />);
    await user.click(await screen.findByRole('checkbox', { name: 'Pay a different amount' }));
    const amount = screen.getByLabelText('Amount to pay');
    const invalid = 'Enter a positive amount with at most two decimals, no more than the invoice';
    for (const typed of ['0.001', '1500.01']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      expect(screen.getByText(invalid)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '1200.5');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByText('Payment sent — return to the site');
    expect(sent).toEqual([{ action: 'pay', body: { amount: 1200.5 }, auth: null }]);
  });

  it('declines', async () => {
    window.location.hash = '#token=1767225600.link-token';
    const sent = sandboxApi();
    const user = userEvent.setup();
    renderWithSession(<SandboxCheckout invoiceId="inv-9" />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Payment declined — return to the site')).toBeInTheDocument();
    expect(sent).toEqual([
      { action: 'decline', body: { checkout_token: '1767225600.link-token' }, auth: null },
    ]);
  });

  it('shows a refusal and the invoice as it now is', async () => {
    sandboxApi();
    let reads = 0;
    server.use(
      http.get(`${API}/payments/sandbox/invoices/:id`, () => {
        reads += 1;
        return HttpResponse.json(invoiceFixture({ status: reads > 1 ? 'expired' : 'pending' }));
      }),
      http.post(`${API}/payments/sandbox/invoices/:id/pay`, () =>
        HttpResponse.json(
          { errors: { invoice: ['invoice_expired: The invoice has expired'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<SandboxCheckout invoiceId="inv-9" />);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText('This payment has expired; start a new one'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Expired')).toBeInTheDocument());
    expect(screen.getByText('This invoice can no longer be paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says when there is no such invoice', async () => {
    sandboxApi();
    renderWithSession(<SandboxCheckout invoiceId="missing" />);
    expect(
      await screen.findByText('There is no such invoice, or the sandbox provider is off.'),
    ).toBeInTheDocument();
  });
});
