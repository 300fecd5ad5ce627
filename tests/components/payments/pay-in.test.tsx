import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/modal-host';
import { DepositWatcher } from '@/components/payments/deposit-watcher';
import { DEPOSIT_CONFIG_STORAGE_KEY, depositConfigAtom } from '@/lib/atoms/deposit-config';
import { modalAtom } from '@/lib/atoms/modal';
import type { BillingData } from '@/lib/schemas/billing';
import { server } from '../../msw/server';
import {
  billingDataFixture,
  depositConfigFixture,
  methodFixture,
  paymentStatusFixture,
} from '../../support/billing';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';
import { loadAllModals } from '../../support/modals';

beforeAll(loadAllModals);

function App() {
  return (
    <>
      <DepositWatcher />
      <ModalHost />
    </>
  );
}

function billingApi(data: BillingData = billingDataFixture()) {
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/billing/data`, () => HttpResponse.json(data)),
    http.get(`${API}/billing/payment/status/:id`, () => HttpResponse.json(paymentStatusFixture())),
  );
}

function depositApi(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/api/v2/billing/deposit`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function openPayIn() {
  const rendered = renderWithSession(<App />);
  act(() => rendered.store.set(modalAtom, 'PayIn'));
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  return { ...rendered, dialog };
}

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

describe('PayIn: deposit form (spec §4, §5)', () => {
  it('asks a guest to log in', async () => {
    const user = userEvent.setup();
    const { store } = renderWithSession(<ModalHost />);
    act(() => store.set(modalAtom, 'PayIn'));
    expect(
      screen.getByText(/Payment methods for your currency and region will appear here/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toBe('Login');
  });

  it('lists card and crypto methods and applies the chosen one’s limits and default', async () => {
    signIn();
    billingApi(
      billingDataFixture({
        deposits: [methodFixture()],
        cryptoDeposits: [
          methodFixture({
            hash: 'm-usdt',
            type: 'crypto',
            name: 'USDT',
            network: 'TRC20',
            min_amount: 20,
            max_amount: 1000,
            default_amount: 40,
          }),
        ],
        bonus: 'Welcome 100%',
      }),
    );
    const user = userEvent.setup();
    await openPayIn();
    const card = await screen.findByRole('radio', { name: 'Bank card' });
    expect(card).toBeChecked();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveValue(50);
    expect(amount).toHaveAttribute('min', '10');
    expect(amount).toHaveAttribute('max', '5000');
    expect(screen.getByText('From $10.00 to $5,000.00')).toBeInTheDocument();
    // The bonus on offer is ticked; the player can decline it.
    expect(
      screen.getByRole('checkbox', { name: 'Take the bonus on this deposit: Welcome 100%' }),
    ).toBeChecked();
    const chips = within(screen.getByRole('group', { name: 'Quick amounts' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '$10.00',
      '$50.00',
      '$100.00',
      '$200.00',
      '$500.00',
    ]);

    await user.click(screen.getByRole('radio', { name: /USDT/ }));
    expect(amount).toHaveValue(40);
    expect(amount).toHaveAttribute('max', '1000');
    await user.click(chips.getByRole('button', { name: '$100.00' }));
    expect(amount).toHaveValue(100);
    expect(chips.getByRole('button', { name: '$100.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('uses the spec’s defaults when a method gives no limits', async () => {
    signIn();
    billingApi(
      billingDataFixture({
        deposits: [methodFixture({ min_amount: null, max_amount: null, default_amount: null })],
      }),
    );
    await openPayIn();
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue(100);
    expect(amount).toHaveAttribute('min', '100');
    expect(amount).toHaveAttribute('max', '300000');
  });

  it('asks for the bonus on offer unless the player unticks it', async () => {
    signIn();
    billingApi(billingDataFixture({ bonus: 'Welcome 100%' }));
    const bodies = depositApi(() =>
      HttpResponse.json({ errors: { amount: ['x'] } }, { status: 422 }),
    );
    const user = userEvent.setup();
    await openPayIn();
    const take = await screen.findByRole('checkbox', { name: /Welcome 100%/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ bonus: true });
    await user.click(take);
    expect(take).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ bonus: false });
  });

  it('opens at the bonus minimum, and warns below it that the deposit would take no bonus', async () => {
    signIn();
    billingApi(billingDataFixture({ bonus: 'Welcome 100%', bonusMinDeposit: 50 }));
    const user = userEvent.setup();
    const { dialog } = await openPayIn();
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue(50);
    expect(within(dialog).getByText('(from $50.00)')).toBeInTheDocument();
    expect(within(dialog).queryByText(/The bonus needs a deposit/)).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '20');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The bonus needs a deposit of $50.00 or more',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deposit $50.00' }));
    expect(amount).toHaveValue(50);
    expect(within(dialog).queryByText(/The bonus needs a deposit/)).not.toBeInTheDocument();

    // Unticked, no bonus is asked for and nothing is said about it.
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('checkbox', { name: /Welcome 100%/ }));
    expect(within(dialog).queryByText(/The bonus needs a deposit/)).not.toBeInTheDocument();
  });

  it('checks the amount before sending, and shows a 422 on amount under the field', async () => {
    signIn();
    billingApi();
    const bodies = depositApi(() =>
      HttpResponse.json(
        { errors: { amount: ['amount_too_large: above the method maximum'] } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    const { dialog } = await openPayIn();
    const amount = await screen.findByLabelText('Amount');

    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription('The minimum is $10.00');
    expect(bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '70.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // No bonus on offer: none asked for.
    await waitFor(() => expect(bodies).toEqual([{ hash: 'm-card', amount: 70.5, bonus: false }]));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The amount is above the maximum'),
    );
    expect(within(dialog).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a fresh Idempotency-Key with each submit', async () => {
    signIn();
    billingApi();
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/api/v2/billing/deposit`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          { errors: { amount: ['amount_too_large: above the method maximum'] } },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    await openPayIn();
    await screen.findByLabelText('Amount');
    const send = screen.getByRole('button', { name: 'Continue' });
    await user.click(send);
    await waitFor(() => expect(keys).toHaveLength(1));
    await user.click(send);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('opens the config: amount, card and phone to copy, the countdown and the payment page', async () => {
    signIn();
    billingApi();
    const config = depositConfigFixture({ life_time: 125 });
    depositApi(() => HttpResponse.json(config, { status: 201 }));
    const user = userEvent.setup();
    const { store } = await openPayIn();
    await screen.findByLabelText('Amount');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('2200 7001 2345 6789')).toBeInTheDocument();
    expect(screen.getByText('+79001234567')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('$1.50')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('02:05');
    const link = screen.getByRole('link', { name: 'Go to the payment page' });
    expect(link).toHaveAttribute('href', config.checkout_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy: Card number' }));
    expect(writeText).toHaveBeenLastCalledWith('2200700123456789');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy: Phone' }));
    expect(writeText).toHaveBeenLastCalledWith('+79001234567');
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy: Amount' }));
    expect(writeText).toHaveBeenLastCalledWith('100');
    expect(
      await screen.findByText('Could not copy. Select the text and copy it by hand.'),
    ).toBeInTheDocument();

    const stored = JSON.parse(localStorage.getItem(DEPOSIT_CONFIG_STORAGE_KEY) ?? 'null');
    expect(stored.config.id).toBe('inv-1');
    expect(stored.userId).toBe(profileFixture().user.id);

    await user.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(store.get(depositConfigAtom)).toBeNull();
    expect(localStorage.getItem(DEPOSIT_CONFIG_STORAGE_KEY)).toBeNull();
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
  });

  it('shows a crypto config with the address and the network', async () => {
    signIn();
    billingApi();
    depositApi(() =>
      HttpResponse.json(
        depositConfigFixture({
          type: 'crypto',
          card: null,
          address: 'TQ4xExampleAddress',
          network: 'TRC20',
          checkout_url: null,
        }),
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    await openPayIn();
    await screen.findByLabelText('Amount');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('TQ4xExampleAddress')).toBeInTheDocument();
    expect(screen.getByText('TRC20')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the payment page' })).not.toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy: Address' }));
    expect(writeText).toHaveBeenLastCalledWith('TQ4xExampleAddress');
  });

  it('shows a crypto processor’s exact sum of the coin to send, copied without its symbol', async () => {
    signIn();
    billingApi();
    depositApi(() =>
      HttpResponse.json(
        depositConfigFixture({
          type: 'crypto',
          card: null,
          address: 'TQ4xExampleAddress',
          network: 'TRC20',
          checkout_url: null,
          pay_amount: '22.222223',
          pay_currency: 'USDT',
        }),
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    await openPayIn();
    await screen.findByLabelText('Amount');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('22.222223 USDT')).toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy: Amount to send' }));
    expect(writeText).toHaveBeenLastCalledWith('22.222223');
  });
});

describe('PayIn: the deposit config over time (spec §4)', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks every second, and when the time is up the config goes and the form returns', async () => {
    jest.useFakeTimers();
    signIn();
    billingApi();
    depositApi(() => HttpResponse.json(depositConfigFixture({ life_time: 3 }), { status: 201 }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = await openPayIn();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('00:03');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(timer).toHaveTextContent('00:02');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(timer).toHaveTextContent('00:01');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(store.get(depositConfigAtom)).toBeNull();
    expect(localStorage.getItem(DEPOSIT_CONFIG_STORAGE_KEY)).toBeNull();
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('survives a reload: a new page shows the stored config at once, until it expires', async () => {
    signIn();
    billingApi();
    depositApi(() => HttpResponse.json(depositConfigFixture({ life_time: 600 }), { status: 201 }));
    const user = userEvent.setup();
    const first = await openPayIn();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('timer');
    first.unmount();

    // A new page: a fresh store reads local storage.
    const second = await openPayIn();
    expect(await within(second.dialog).findByText('2200 7001 2345 6789')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:59)$/);
    second.unmount();

    // An expired one is dropped when read.
    const stored = JSON.parse(localStorage.getItem(DEPOSIT_CONFIG_STORAGE_KEY) ?? 'null');
    localStorage.setItem(
      DEPOSIT_CONFIG_STORAGE_KEY,
      JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }),
    );
    await openPayIn();
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
    expect(localStorage.getItem(DEPOSIT_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a config', async () => {
    signIn();
    billingApi();
    localStorage.setItem(DEPOSIT_CONFIG_STORAGE_KEY, '{"config":{"id":1}}');
    await openPayIn();
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
    expect(localStorage.getItem(DEPOSIT_CONFIG_STORAGE_KEY)).toBeNull();
  });
});
