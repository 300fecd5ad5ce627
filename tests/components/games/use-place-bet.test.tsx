import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { placeBet } from '@/lib/api/games';
import { modalAtom } from '@/lib/atoms/modal';
import { recentBetsKey } from '@/lib/hooks/data/use-recent-bets';
import { usePlaceBet } from '@/lib/hooks/behaviour/use-place-bet';
import { useUser } from '@/lib/hooks/data/use-user';
import type { DiceAnswer } from '@/lib/schemas/games';
import { server } from '../../msw/server';
import { diceAnswer } from '../../support/single-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

/** A board reduced to one button that places a dice bet through the hook. */
let recentLoads = 0;

function Harness({ onKey }: { onKey?: (key: string) => void }) {
  const { place, pending } = usePlaceBet();
  const [bet, setBet] = useState<DiceAnswer | null | undefined>(undefined);
  // The page shows the balance (the header) and the recent bets (the game shell).
  useUser();
  const { data: recent } = useSWR(recentBetsKey('dice'), () => {
    recentLoads += 1;
    return 'loaded';
  });
  return (
    <>
      <button
        type="button"
        disabled={pending}
        onClick={async () =>
          setBet(
            await place((key) => {
              onKey?.(key);
              return placeBet(browserApi(), 'dice', {
                key,
                amount: 10,
                target: 50,
                direction: 'under',
              });
            }),
          )
        }
      >
        Bet
      </button>
      <output data-testid="outcome">
        {bet === undefined ? 'idle' : bet ? `bet ${bet.id}` : 'no bet'}
      </output>
      <span>{recent}</span>
    </>
  );
}

function betApi(answer: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/api/v2/games/dice/bet`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

function signedIn() {
  signIn();
  let profileCalls = 0;
  server.use(
    http.get(`${API}/profile/user`, () => {
      profileCalls += 1;
      return HttpResponse.json(profileFixture());
    }),
  );
  return { profileCalls: () => profileCalls };
}

beforeEach(() => {
  resetSession();
  recentLoads = 0;
});

describe('usePlaceBet', () => {
  it('asks a guest to log in and sends nothing', async () => {
    const user = userEvent.setup();
    const bodies = betApi(() => HttpResponse.json({}, { status: 500 }));
    const onKey = jest.fn();
    const { store } = renderWithSession(<Harness onKey={onKey} />);

    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(screen.getByTestId('outcome')).toHaveTextContent('no bet');
    expect(store.get(modalAtom)).toBe('Login');
    expect(onKey).not.toHaveBeenCalled();
    expect(bodies).toEqual([]);
  });

  it('sends a fresh idempotency key per attempt and reloads the balance after a bet', async () => {
    const calls = signedIn();
    const user = userEvent.setup();
    const answer = diceAnswer({ target: 50, direction: 'under', roll: 12.5 });
    const bodies = betApi(() => HttpResponse.json(answer));
    renderWithSession(<Harness />);
    await waitFor(() => expect(calls.profileCalls()).toBe(1));
    expect(recentLoads).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() =>
      expect(screen.getByTestId('outcome')).toHaveTextContent(`bet ${answer.id}`),
    );
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(bodies).toHaveLength(2));

    const [first, second] = bodies.map((body) => body.key as string);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(first).not.toBe(second);
    expect(bodies[0]).toMatchObject({ amount: 10, target: 50, direction: 'under' });
    // The header balance comes from the profile: it is asked again after each bet.
    await waitFor(() => expect(calls.profileCalls()).toBeGreaterThanOrEqual(3));
    expect(recentLoads).toBeGreaterThanOrEqual(3);
  });

  it('shows a refused bet’s reasons, translated', async () => {
    signedIn();
    const user = userEvent.setup();
    betApi(() =>
      HttpResponse.json(
        { errors: { amount: ['insufficient_funds: Not enough money'] } },
        { status: 422 },
      ),
    );
    renderWithSession(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Not enough money on the balance')).toBeInTheDocument();
    expect(screen.getByTestId('outcome')).toHaveTextContent('no bet');
  });

  it('shows other failures too', async () => {
    signedIn();
    const user = userEvent.setup();
    betApi(() =>
      HttpResponse.json({ error: 'round_open', message: 'A round is open' }, { status: 409 }),
    );
    renderWithSession(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Finish the open round first')).toBeInTheDocument();
  });
});
