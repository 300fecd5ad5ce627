import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/modal-host';
import { modalAtom } from '@/lib/atoms/modal';
import { server } from '../../msw/server';
import { billingDataFixture } from '../../support/billing';
import { loadAllModals } from '../../support/modals';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';
import { kycFixture } from './kyc-fixtures';

beforeAll(loadAllModals);
beforeEach(resetSession);

const VALID_CARD = '4111 1111 1111 1111';

/** A signed-in player with a card payout method, and the payout's answer. */
function payoutRefusedWith(answer: () => Response) {
  signIn();
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/billing/data`, () => HttpResponse.json(billingDataFixture())),
    http.post(`${API}/api/v2/billing/payout`, answer),
  );
}

async function requestPayout() {
  const user = userEvent.setup();
  const rendered = renderWithSession(<ModalHost />);
  act(() => rendered.store.set(modalAtom, 'PayIn'));
  await user.click(await screen.findByRole('radio', { name: 'Withdraw' }));
  const amount = await screen.findByLabelText('Amount');
  await user.clear(amount);
  await user.type(amount, '25');
  await user.type(screen.getByLabelText('Card number'), VALID_CARD);
  await user.click(screen.getByRole('button', { name: 'Request a payout' }));
  return { ...rendered, user, amount };
}

describe('payout refusals of issue 35', () => {
  it('on verification_required says what to do and opens the Verification modal', async () => {
    payoutRefusedWith(() =>
      HttpResponse.json(
        {
          error: 'verification_required',
          message: 'Verify your identity (level 1) before a payout',
          level: 1,
          status: 'init',
        },
        { status: 409 },
      ),
    );
    server.use(http.get(`${API}/kyc`, () => HttpResponse.json(kycFixture())));
    const { user, store } = await requestPayout();
    const alert = await screen.findByText(
      'Payouts need your identity verified first. It takes a few minutes.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(store.get(modalAtom)).toBe('Verification');
    expect(await screen.findByRole('button', { name: 'Start verification' })).toBeInTheDocument();
  });

  it('while the documents are checked, says so rather than asking again', async () => {
    payoutRefusedWith(() =>
      HttpResponse.json(
        { error: 'verification_required', message: 'pending', level: 1, status: 'pending' },
        { status: 409 },
      ),
    );
    await requestPayout();
    expect(
      await screen.findByText(
        'Your documents are being checked. You can withdraw once they are approved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open verification' })).toBeInTheDocument();
  });

  it('on turnover_required says how much is left to play, under the amount', async () => {
    payoutRefusedWith(() =>
      HttpResponse.json(
        {
          errors: { amount: ['turnover_required: stake 40 more before a payout'] },
          turnover: {
            required: 100,
            staked: 60,
            remaining: 40,
            currency: 'USD',
            multiplier: 1,
            since: null,
          },
        },
        { status: 422 },
      ),
    );
    const { amount } = await requestPayout();
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('Play $40.00 more before withdrawing'),
      ),
    );
    expect(
      screen.getByText(
        'Deposits can be withdrawn once they are staked 1× over: $60.00 of $100.00 so far.',
      ),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Staked so far' });
    expect(bar).toHaveAttribute('value', '60');
    expect(bar).toHaveAttribute('max', '100');
  });
});
