import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GameFrame } from '@/components/casino/game-frame';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession } from '../../support/session';

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
