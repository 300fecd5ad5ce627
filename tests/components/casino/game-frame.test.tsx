import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GameFrame } from '@/components/casino/game-frame';
import { GAME_MESSAGE_BALANCE } from '@/lib/casino/game-messages';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import { server } from '../../msw/server';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

/** A grant of free spins on `slug` with `left` of 10 rounds to play. */
function grantOf(slug: string, left: number, won = 0): FreeSpin {
  return {
    id: 7,
    game: { id: 1, slug, name: 'Sandbox Fruits', provider: 'Sandbox', image: null, kind: 'slot' },
    rounds: 10,
    rounds_left: left,
    bet_value: 1,
    currency: 'RUB',
    total_win: won,
    status: left > 0 ? 'active' : 'completed',
    is_active: left > 0,
    starts_at: '2026-01-01T00:00:00Z',
    expiration_at: new Date(Date.now() + 86_400_000).toISOString(),
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** Each launch answers a new session's address, as a provider does. */
let launches: number;

beforeEach(() => {
  resetSession();
  launches = 0;
  server.use(
    http.post(`${API}/casino/launch/demo`, () => {
      launches += 1;
      return HttpResponse.json({
        url: `https://games.example/play/session-${launches}`,
        mode: 'demo',
        currency: 'RUB',
      });
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
});

function renderFrame() {
  return renderWithSession(
    <GameFrame slug="sandbox-fruits" mode="demo" lobbyPath="/games/slots" name="Sandbox Fruits" />,
  );
}

describe('GameFrame', () => {
  it('covers the game while its page loads, and uncovers it once loaded', async () => {
    renderFrame();
    const frame = await screen.findByTitle('Sandbox Fruits');
    expect(frame).toHaveAttribute('src', 'https://games.example/play/session-1');
    expect(screen.getByRole('status')).toHaveTextContent('Opening Sandbox Fruits…');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the game has not loaded in 20 s, and a retry launches a new session', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderFrame();
    await screen.findByTitle('Sandbox Fruits');
    act(() => jest.advanceTimersByTime(19_000));
    expect(screen.queryByText('The game is taking long to open')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('The game is taking long to open')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    jest.useRealTimers();
    const again = await screen.findByTitle('Sandbox Fruits');
    await screen.findByText('Opening Sandbox Fruits…');
    expect(again).toHaveAttribute('src', 'https://games.example/play/session-2');
    expect(launches).toBe(2);
  });
});

describe('GameFrame, playing for real with free spins on the game', () => {
  function realGame(grants: FreeSpin[], afterRound: () => FreeSpin) {
    signIn();
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture({ currency: 'RUB' }))),
      http.post(`${API}/casino/launch`, () =>
        HttpResponse.json({ url: 'https://games.example/play/s1', mode: 'real', currency: 'RUB' }),
      ),
      http.get(`${API}/profile/freeSpins`, () => HttpResponse.json({ data: grants })),
      http.get(`${API}/api/freeSpinsCampaigns/7`, () => HttpResponse.json({ data: afterRound() })),
    );
    return renderWithSession(
      <GameFrame
        slug="sandbox-fruits"
        mode="real"
        lobbyPath="/games/slots"
        name="Sandbox Fruits"
      />,
    );
  }

  const roundSettled = () =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://games.example',
          data: { type: GAME_MESSAGE_BALANCE },
        }),
      );
    });

  it('shows the rounds left and asks the grant again after each round the game reports', async () => {
    let left = 10;
    realGame([grantOf('sandbox-fruits', 10)], () => grantOf('sandbox-fruits', left, 4.5));
    await screen.findByTitle('Sandbox Fruits');
    expect(await screen.findByTestId('free-spins-bar')).toHaveTextContent(
      'Free spins: 10 of 10 left',
    );
    left = 9;
    roundSettled();
    expect(await screen.findByText(/Free spins: 9 of 10 left · won/)).toBeInTheDocument();
    left = 0;
    roundSettled();
    expect(await screen.findByText(/Free spins played out · won/)).toBeInTheDocument();
  });

  it("shows nothing when the player's grants are on other games", async () => {
    realGame([grantOf('other-slot', 10)], () => grantOf('other-slot', 10));
    await screen.findByTitle('Sandbox Fruits');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('free-spins-bar')).not.toBeInTheDocument();
  });
});
