import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CoinflipBoard } from '@/components/games/coinflip/coinflip-board';
import type { CoinSide } from '@/lib/games/coinflip/coinflip';
import { server } from '../../msw/server';
import { preferReducedMotion } from '../../support/round-games';
import { coinflipAnswer } from '../../support/single-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

function signedIn() {
  signIn();
  server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
}

function betApi(landed: CoinSide) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/api/v2/games/coinflip/bet`, async ({ request }) => {
      const body = (await request.json()) as { amount: number; side: CoinSide };
      bodies.push(body);
      return HttpResponse.json(coinflipAnswer({ ...body, landed }));
    }),
  );
  return bodies;
}

beforeEach(resetSession);

describe('Coinflip board', () => {
  it('flips for the called side and shows the win once the coin lands', async () => {
    signedIn();
    const user = userEvent.setup();
    const bodies = betApi('tails');
    renderWithSession(<CoinflipBoard />);
    const amount = await screen.findByLabelText('Bet, USD');
    await user.clear(amount);
    await user.type(amount, '5');
    expect(screen.getByText('$9.90')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Tails' }));
    await user.click(screen.getByRole('button', { name: 'Flip' }));
    // The coin turns first; the result comes when it lands.
    expect(await screen.findByRole('button', { name: 'Flipping…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      await screen.findByText('Tails: you won $9.90', undefined, { timeout: 3000 }),
    ).toBeVisible();
    expect(bodies).toEqual([{ key: expect.any(String), amount: 5, side: 'tails' }]);
    expect(screen.getByRole('button', { name: 'Flip' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a loss at once when motion is reduced', async () => {
    const undo = preferReducedMotion();
    try {
      signedIn();
      const user = userEvent.setup();
      betApi('heads');
      renderWithSession(<CoinflipBoard />);
      await screen.findByLabelText('Bet, USD');
      await user.click(screen.getByRole('radio', { name: 'Tails' }));
      await user.click(screen.getByRole('button', { name: 'Flip' }));
      expect(await screen.findByText('Heads: no win this time')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Verify this bet' })).toHaveAttribute(
        'href',
        expect.stringContaining('game=coinflip&client_seed=my-seed&nonce=41'),
      );
    } finally {
      undo();
    }
  });
});
