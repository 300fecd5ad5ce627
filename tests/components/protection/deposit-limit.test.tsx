import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/modal-host';
import { modalAtom } from '@/lib/atoms/modal';
import type { ProtectionAnswer } from '@/lib/schemas/protection';
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
import { depositLimit, protectionFixture } from './fixtures';

beforeAll(loadAllModals);

function playerApi(protection: ProtectionAnswer) {
  const reviews: number[] = [];
  server.use(
    http.get(`${API}/profile/user`, () =>
      HttpResponse.json(profileFixture({ currency: 'RUB', balance: 0, total_balance: 0 })),
    ),
    http.get(`${API}/api/v2/billing/data`, () => HttpResponse.json(billingDataFixture())),
    http.get(`${API}/protection`, () =>
      HttpResponse.json(reviews.length > 0 ? { ...protection, review_due: false } : protection),
    ),
    http.post(`${API}/protection/limits/review`, () => {
      reviews.push(Date.now());
      return HttpResponse.json({ ...protection, review_due: false });
    }),
  );
  return reviews;
}

async function openPayIn() {
  signIn();
  const rendered = renderWithSession(<ModalHost />);
  act(() => rendered.store.set(modalAtom, 'PayIn'));
  await screen.findByRole('dialog', { name: 'Deposit' });
  return rendered;
}

describe('PayIn and the deposit limit', () => {
  beforeEach(() => {
    resetSession();
    localStorage.clear();
  });

  it('says how much more a refused deposit’s limit allows, under the amount', async () => {
    const user = userEvent.setup();
    playerApi(protectionFixture({ limits: [depositLimit(1000, 800)] }));
    server.use(
      http.post(`${API}/api/v2/billing/deposit`, () =>
        HttpResponse.json(
          {
            errors: { amount: ['deposit_limit: above the daily deposit limit'] },
            limit: {
              kind: 'deposit',
              period: 'day',
              amount: 1000,
              remaining: 200,
              currency: 'RUB',
            },
          },
          { status: 422 },
        ),
      ),
    );
    await openPayIn();
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByRole('link', { name: 'Your deposit limits' })).toHaveAttribute(
      'href',
      '/en/profile/responsible#limits',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/^Your daily deposit limit allows RUB\s200 more$/),
    );
  });

  it('offers a player with no deposit limit to set one, and Not now records the answer', async () => {
    const user = userEvent.setup();
    const reviews = playerApi(protectionFixture({ review_due: true }));
    const { store } = await openPayIn();

    const prompt = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(prompt).toHaveTextContent(
      'Would you like to set yourself a deposit limit before you play?',
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));

    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(reviews).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Set a deposit limit' })).toBeInTheDocument();
    expect(store.get(modalAtom)).toBe('PayIn');
  });

  it('asks a player with limits to review them after six months, and Keep them records it', async () => {
    const user = userEvent.setup();
    const reviews = playerApi(
      protectionFixture({ review_due: true, limits: [depositLimit(1000, 0)] }),
    );
    await openPayIn();

    const prompt = await screen.findByRole('region', { name: 'Review your limits' });
    expect(prompt).toHaveTextContent('six months or more');
    await user.click(screen.getByRole('button', { name: 'Keep them' }));

    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(reviews).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Your deposit limits' })).toBeInTheDocument();
  });

  it('shows a player on a time-out that deposits wait, and the way to withdraw', async () => {
    const user = userEvent.setup();
    playerApi(protectionFixture({ state: 'timed_out', state_until: '2026-12-06T09:30:00.000Z' }));
    await openPayIn();

    expect(
      await screen.findByText(
        'You are on a break until December 6, 2026 at 12:30 PM: deposits are paused, payouts still work.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Withdraw' }).at(-1)!);
    expect(screen.getByRole('radio', { name: 'Withdraw' })).toHaveAttribute('aria-checked', 'true');
  });
});
