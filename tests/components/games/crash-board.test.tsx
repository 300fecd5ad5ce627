import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CrashBoard } from '@/components/games/crash/crash-board';
import { modalAtom } from '@/lib/atoms/modal';
import type { CrashMyBet, CrashPublicBet, CrashRoundView, CrashState } from '@/lib/schemas/crash';
import { server } from '../../msw/server';
import { streamOf, withFakeEventSource } from '../../support/fake-event-source';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

const round = (id: number, over: Partial<CrashRoundView> = {}): CrashRoundView => ({
  id,
  game: id,
  status: 'betting',
  starts_at: new Date(Date.now() + 5_000).toISOString(),
  started_at: null,
  ended_at: null,
  crash_point: null,
  hash: null,
  ...over,
});

const state = (rounds: CrashState['rounds']): CrashState => ({
  server_time: Date.now(),
  growth_per_ms: 0.00006,
  running: true,
  rounds,
  history: [round(0, { status: 'settled', crash_point: 2.34, hash: 'b'.repeat(64) })],
  chain: { terminating_hash: 'c'.repeat(64), salt: 'salt', length: 1000 },
});

const myBet = (over: Partial<CrashMyBet>): CrashMyBet => ({
  id: 'mine',
  round_id: 1,
  currency: 'USD',
  amount: 10,
  status: 'open',
  cashed_out_at: null,
  payout: 0,
  forced: false,
  auto_cash_out: null,
  created_at: new Date().toISOString(),
  balance: 990,
  ...over,
});
const publicBet = (over: Partial<CrashPublicBet>): CrashPublicBet => ({
  id: 'other',
  round_id: 1,
  player: 'Ot***',
  currency: 'USD',
  amount: 5,
  status: 'open',
  cashed_out_at: null,
  payout: 0,
  forced: false,
  ...over,
});

withFakeEventSource();
beforeEach(() => resetSession());
// jsdom draws nothing: the curve's canvas has no context, as in a browser without one.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('Crash board', () => {
  it('shows a guest the countdown and the last rounds, and asks them to log in to bet', async () => {
    const user = userEvent.setup();
    const { store } = renderWithSession(<CrashBoard />);
    const stream = await streamOf('crash');
    stream.snapshot(state([{ ...round(1), bets: [] }]));
    expect(await screen.findByText('Next round in')).toBeVisible();
    const history = screen.getByRole('list', { name: /Last rounds/ });
    expect(within(history).getByRole('link', { name: '2.34×' })).toHaveAttribute(
      'href',
      expect.stringContaining(`crash_hash=${'b'.repeat(64)}`),
    );
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(store.get(modalAtom)).toBe('Login');
  });

  it('bets, takes the bet back, rides the round and cashes out; other players show in the table', async () => {
    const user = userEvent.setup();
    signIn();
    const bodies: unknown[] = [];
    let placed: CrashMyBet[] = [];
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
      http.get(`${API}/api/v2/games/crash/my-bets`, () => HttpResponse.json({ bets: placed })),
      http.post(`${API}/api/v2/games/crash/bet`, async ({ request }) => {
        bodies.push(await request.json());
        placed = [myBet({ auto_cash_out: 2 })];
        return HttpResponse.json(placed[0], { status: 201 });
      }),
      http.post(`${API}/api/v2/games/crash/cashout`, () =>
        HttpResponse.json(
          myBet({ status: 'cashed', cashed_out_at: 1.06, payout: 10.6, balance: 1000.6 }),
        ),
      ),
    );
    renderWithSession(<CrashBoard />);
    const stream = await streamOf('crash');
    stream.snapshot(state([{ ...round(1), bets: [] }]));

    await user.type(screen.getByLabelText('Auto cash-out'), '2');
    await user.click(await screen.findByRole('button', { name: 'Place bet' }));
    expect(bodies).toEqual([
      expect.objectContaining({ auto_cash_out: 2, key: expect.any(String) }),
    ]);
    expect(await screen.findByText(/Your bet of .* waits for the round to start/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take the bet back' })).not.toHaveAttribute(
      'aria-disabled',
    );

    stream.event({
      type: 'bets',
      data: {
        round_id: 1,
        bets: [publicBet({}), publicBet({ id: 'mine', player: 'Me***', amount: 10 })],
        cancelled: [],
      },
    });
    stream.event({
      type: 'started',
      data: {
        round: round(1, {
          status: 'running',
          started_at: new Date(Date.now() - 1_000).toISOString(),
        }),
        next: round(2, { starts_at: null }),
      },
    });
    const cashOut = await screen.findByRole('button', { name: /^Cash out/ });
    await waitFor(() => expect(cashOut).not.toHaveAttribute('aria-disabled'));
    const players = screen.getByRole('table');
    expect(within(players).getByRole('row', { name: /^Ot\*\*\*/ })).toBeVisible();
    expect(within(players).getByRole('row', { name: /^You/ })).toBeVisible();

    await user.click(cashOut);
    expect(await screen.findByText(/You cashed out .*10\.60 at 1\.06×/)).toBeVisible();
    stream.event({
      type: 'cashouts',
      data: {
        round_id: 1,
        bets: [publicBet({ status: 'cashed', cashed_out_at: 1.5, payout: 7.5 })],
      },
    });
    expect(within(players).getByRole('row', { name: /^Ot\*\*\*.*1\.50×/ })).toBeVisible();
  });
});
