import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/modal-host';
import { modalAtom } from '@/lib/atoms/modal';
import type { BillingData } from '@/lib/schemas/billing';
import type { User } from '@/lib/schemas/profile';
import { server } from '../../msw/server';
import { billingDataFixture, methodFixture } from '../../support/billing';
import { grantFixture } from '../../support/bonus-fixtures';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';
import { loadAllModals } from '../../support/modals';

beforeAll(loadAllModals);

const VALID_CARD = '4111 1111 1111 1111';
const TRON_ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

function cookie(name: string) {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function api({
  user = {},
  data = billingDataFixture(),
}: { user?: Partial<User>; data?: BillingData } = {}) {
  let profileCalls = 0;
  server.use(
    http.get(`${API}/profile/user`, () => {
      profileCalls += 1;
      return HttpResponse.json(profileFixture(user));
    }),
    http.get(`${API}/api/v2/billing/data`, () => HttpResponse.json(data)),
  );
  return { profileCalls: () => profileCalls };
}

function payoutApi(answer: (body: Record<string, unknown>) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/api/v2/billing/payout`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function openWithdraw() {
  const user = userEvent.setup();
  const rendered = renderWithSession(<ModalHost />);
  act(() => rendered.store.set(modalAtom, 'PayIn'));
  await user.click(await screen.findByRole('radio', { name: 'Withdraw' }));
  return { ...rendered, user };
}

beforeEach(resetSession);

describe('PayIn: withdraw (spec §4, §9)', () => {
  it('limits the amount to at least the minimum payout and at most the real balance', async () => {
    signIn();
    // USD: the minimum payout is 1; the method asks at least 5 and at most 5000; 1500.50 is real.
    api({
      data: billingDataFixture({ payouts: [methodFixture({ hash: 'p-card', min_amount: 5 })] }),
    });
    await openWithdraw();
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveAttribute('min', '5');
    expect(amount).toHaveAttribute('max', '1500.5');
    expect(amount).toHaveValue(5);
    expect(screen.getByText('From $5.00 to $1,500.50')).toBeInTheDocument();
  });

  it('uses the currency’s minimum payout when the method asks less', async () => {
    signIn();
    api({
      user: { currency: 'KZT', balance: 20_000, total_balance: 20_000 },
      data: billingDataFixture({
        payouts: [
          methodFixture({ hash: 'p-card', currency: 'KZT', min_amount: null, max_amount: null }),
        ],
      }),
    });
    await openWithdraw();
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveAttribute('min', '500');
    expect(amount).toHaveAttribute('max', '20000');
  });

  it('says so when the balance is below the minimum', async () => {
    signIn();
    api({ user: { balance: 0.5, total_balance: 0.5 } });
    await openWithdraw();
    expect(
      await screen.findByText('Payouts start at $10.00; your balance is $0.50.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a payout' })).toBeDisabled();
  });

  it('checks the amount and the card number before sending, spacing the number as it is typed', async () => {
    signIn();
    api();
    const bodies = payoutApi(() => HttpResponse.json({}, { status: 500 }));
    const { user } = await openWithdraw();
    const amount = await screen.findByLabelText('Amount');
    const card = screen.getByLabelText('Card number');

    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    expect(amount).toHaveAccessibleDescription('The maximum is $1,500.50');
    expect(card).toHaveAccessibleDescription('Enter the card number');

    await user.type(card, '4111111111111112');
    expect(card).toHaveValue('4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    expect(card).toHaveAccessibleDescription('Check the card number');
    expect(bodies).toEqual([]);
  });

  it('sends the payout, shows where to follow it and revalidates the balance', async () => {
    signIn();
    const calls = api();
    const bodies = payoutApi((body) =>
      HttpResponse.json(
        {
          id: 'po-1',
          hash: 'p-card',
          type: 'card',
          amount: body.amount,
          currency: 'USD',
          status: 'pending',
          details: { card_number: '•••• 1111' },
          created_at: new Date().toISOString(),
        },
        { status: 201 },
      ),
    );
    const { user, store } = await openWithdraw();
    const amount = await screen.findByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '25');
    await user.type(screen.getByLabelText('Card number'), VALID_CARD);
    const before = calls.profileCalls();
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));

    expect(await screen.findByText('Payout of $25.00 requested')).toBeInTheDocument();
    expect(bodies).toEqual([
      { hash: 'p-card', amount: 25, details: { card_number: '4111111111111111' } },
    ]);
    await waitFor(() => expect(calls.profileCalls()).toBeGreaterThan(before));
    expect(cookie('newPayoutShown')).toBe('1');

    const history = screen.getByRole('link', { name: 'Open the history' });
    expect(history).toHaveAttribute('href', '/en/profile/history');
    // jsdom cannot follow the link; the click still closes the modal.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(history);
    expect(store.get(modalAtom)).toBeNull();
  });

  it('with an active bonus, asks the player to give up its money shown and names it', async () => {
    signIn();
    api();
    server.use(
      http.get(`${API}/bonus-system/grants`, () =>
        HttpResponse.json({ data: { active: [grantFixture({ balance: 80 })], history: [] } }),
      ),
    );
    const bodies = payoutApi(() => HttpResponse.json({ error: 'bonus_active' }, { status: 409 }));
    const { user } = await openWithdraw();
    const amount = await screen.findByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '25');
    await user.type(screen.getByLabelText('Card number'), VALID_CARD);
    const agree = await screen.findByRole('checkbox', { name: 'I give up the bonus of $80.00' });
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    expect(await screen.findByText('Tick that you give up the bonus to withdraw.')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ amount: 25, forfeit_bonus: 80 });
    // Refused because the amount changed meanwhile: the box is unticked to agree again.
    await waitFor(() => expect(agree).not.toBeChecked());
  });

  it('shows a 422 on the card number under the field', async () => {
    signIn();
    api();
    payoutApi(() =>
      HttpResponse.json(
        { errors: { 'details.card_number': ['invalid_card_number: Luhn check failed'] } },
        { status: 422 },
      ),
    );
    const { user } = await openWithdraw();
    await screen.findByLabelText('Amount');
    const card = screen.getByLabelText('Card number');
    await user.type(card, VALID_CARD);
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    await waitFor(() => expect(card).toHaveAccessibleDescription('Enter a valid card number'));
  });

  it('sends a fresh Idempotency-Key with each submit', async () => {
    signIn();
    api();
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/api/v2/billing/payout`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          { errors: { 'details.card_number': ['invalid_card_number: Luhn check failed'] } },
          { status: 422 },
        );
      }),
    );
    const { user } = await openWithdraw();
    await screen.findByLabelText('Amount');
    await user.type(screen.getByLabelText('Card number'), VALID_CARD);
    const send = screen.getByRole('button', { name: 'Request a payout' });
    await user.click(send);
    await waitFor(() => expect(keys).toHaveLength(1));
    await user.click(send);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('asks a crypto payout for the address and sends it with the network’s method', async () => {
    signIn();
    api({
      data: billingDataFixture({
        payouts: [],
        cryptoPayouts: [
          methodFixture({ hash: 'p-usdt', type: 'crypto', name: 'USDT', network: 'TRC20' }),
        ],
      }),
    });
    const bodies = payoutApi(() =>
      HttpResponse.json(
        { errors: { 'details.address': ['invalid_crypto_address: bad'] } },
        { status: 422 },
      ),
    );
    const { user } = await openWithdraw();
    const address = await screen.findByLabelText('Wallet address');
    expect(screen.getByText('Network: TRC20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    expect(address).toHaveAccessibleDescription('Enter the wallet address');
    await user.type(address, 'TQ4xExample');
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    expect(address).toHaveAccessibleDescription('Check the wallet address');
    expect(bodies).toEqual([]);

    await user.clear(address);
    await user.type(address, ` ${TRON_ADDRESS} `);
    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription('Enter a valid wallet address'),
    );
    expect(bodies).toEqual([{ hash: 'p-usdt', amount: 10, details: { address: TRON_ADDRESS } }]);
  });

  it('shows the first-payout hint until it is dismissed (newPayoutShown)', async () => {
    signIn();
    api();
    const first = await openWithdraw();
    const hint = await screen.findByRole('note');
    expect(hint).toHaveTextContent('Your first payout is checked by hand');
    await first.user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(cookie('newPayoutShown')).toBe('1');
    first.unmount();

    await openWithdraw();
    await screen.findByLabelText('Amount');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
