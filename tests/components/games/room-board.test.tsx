import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RoomBoard } from '@/components/games/rooms/room-board';
import { modalAtom } from '@/lib/atoms/modal';
import type { RoomMyBet, RoomPublicBet, RoomRoundView, RoomState } from '@/lib/schemas/rooms';
import { server } from '../../msw/server';
import { streamOf, withFakeEventSource } from '../../support/fake-event-source';
import { preferReducedMotion } from '../../support/round-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

const round = (id: number, over: Partial<RoomRoundView> = {}): RoomRoundView => ({
  id,
  room: 'red',
  currency: 'USD',
  status: 'waiting',
  server_seed_hash: 'a'.repeat(64),
  server_seed: null,
  entropy_source: null,
  entropy: null,
  beacon: null,
  opened_at: new Date().toISOString(),
  counting_from: null,
  ends_at: null,
  closed_at: null,
  drawn_at: null,
  pot: 0,
  bets_count: 0,
  total_tickets: null,
  winning_ticket: null,
  winner_bet_id: null,
  winner: null,
  payout: null,
  commission: null,
  ...over,
});

const bet = (id: string, amount: number, from: number, player: string | null): RoomPublicBet => ({
  id,
  round_id: 2,
  player,
  amount,
  tickets_from: from,
  tickets_to: from + Math.round(amount * 100) - 1,
  status: 'open',
  payout: 0,
});

function state(currency: 'USD' | 'RUB', over: Partial<RoomState> = {}): RoomState {
  return {
    room: 'red',
    currency,
    min_stake: currency === 'USD' ? 0.01 : 1,
    max_stake_per_player: currency === 'USD' ? 100 : 10_000,
    max_bets_per_player: 3,
    max_bets_per_round: 100,
    commission_percent: 5,
    countdown_ms: 30_000,
    lone_timeout_ms: 300_000,
    draw_animation_ms: 5_000,
    server_time: Date.now(),
    rounds: [],
    history: [],
    ...over,
  };
}

function signedIn() {
  signIn();
  server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
}

/**
 * The bet endpoint: answers each stake as bet `mine` holding the tickets after `from`; and the
 * room's state, which the board asks for after a stake, as `after` (the snapshot's rounds else).
 */
function betApi(from: number, after: RoomState = state('USD')) {
  const bodies: unknown[] = [];
  const stateAsked: string[] = [];
  server.use(
    http.get(`${API}/api/v2/games/rooms/red`, ({ request }) => {
      stateAsked.push(new URL(request.url).searchParams.get('currency') ?? '');
      return HttpResponse.json(after);
    }),
    http.post(`${API}/api/v2/games/rooms/red/bet`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      bodies.push(body);
      const answer: RoomMyBet = {
        ...bet('mine', body.amount, from, null),
        room: 'red',
        currency: 'USD',
        created_at: new Date().toISOString(),
        balance: 1500.49,
      };
      delete (answer as Partial<RoomPublicBet>).player;
      return HttpResponse.json(answer, { status: 201 });
    }),
  );
  return { bodies, stateAsked };
}

withFakeEventSource();
beforeEach(() => resetSession());

/** A table row's accessible name, whatever spaces the number format puts in amounts. */
const row = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&').replace(/ /g, '\\s')}$`);

describe('Room board', () => {
  it('shows a guest the RUB room from its snapshot: the pot, the players, the history', async () => {
    const user = userEvent.setup();
    const { store } = renderWithSession(<RoomBoard room="red" />);
    const stream = await streamOf('rooms:red:RUB');
    stream.snapshot(
      state('RUB', {
        rounds: [
          {
            ...round(2, { currency: 'RUB', pot: 10, bets_count: 1 }),
            bets: [bet('a', 10, 0, 'An***')],
            players: [{ player: 'An***', bet_ids: ['a'], amount: 10, chance: 1 }],
          },
        ],
        history: [
          round(1, { currency: 'RUB', status: 'settled', pot: 50, winner: 'Bo***', payout: 47.5 }),
        ],
      }),
    );
    expect(screen.getByTestId('room-pot')).toHaveTextContent('RUB 10.00');
    expect(screen.getByText('Waiting for a second player')).toBeVisible();
    const players = screen.getByRole('table', { name: /Players of the round/ });
    expect(within(players).getByRole('row', { name: row('An*** RUB 10.00 100%') })).toBeVisible();
    const history = screen.getByRole('heading', { name: 'Last rounds' }).parentElement!;
    expect(
      within(history).getByRole('row', { name: row('#1 RUB 50.00 Bo*** Verify round #1') }),
    ).toBeVisible();
    expect(within(history).getByRole('link', { name: 'Verify round #1' })).toHaveAttribute(
      'href',
      expect.stringContaining('/fair?room_round=1'),
    );
    expect(screen.getByText('From RUB 1.00 to RUB 10,000.00')).toBeVisible();

    // A guest's Bet opens the login dialog and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(store.get(modalAtom)).toBe('Login');
  });

  it('places a bet, counts down, then draws the player as the winner', async () => {
    signedIn();
    const user = userEvent.setup();
    const { bodies } = betApi(1000);
    renderWithSession(<RoomBoard room="red" />);
    const stream = await streamOf('rooms:red:USD');
    stream.snapshot(
      state('USD', {
        draw_animation_ms: 50,
        rounds: [
          {
            ...round(2, { pot: 10, bets_count: 1 }),
            bets: [bet('a', 10, 0, 'An***')],
            players: [{ player: 'An***', bet_ids: ['a'], amount: 10, chance: 1 }],
          },
        ],
      }),
    );
    expect(screen.getByTestId('room-pot')).toHaveTextContent('$10.00');

    const amount = screen.getByLabelText('Bet, USD');
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(bodies).toEqual([{ key: expect.any(String), amount: 30 }]));

    stream.event({
      type: 'bets',
      data: {
        round_id: 2,
        pot: 40,
        bets_count: 2,
        bets: [bet('mine', 30, 1000, 'Iv***')],
        players: [
          { player: 'An***', bet_ids: ['a'], amount: 10, chance: 0.25 },
          { player: 'Iv***', bet_ids: ['mine'], amount: 30, chance: 0.75 },
        ],
      },
    });
    expect(screen.getByTestId('room-pot')).toHaveTextContent('$40.00');
    expect(screen.getByRole('row', { name: row('You $30.00 75%') })).toBeVisible();
    expect(screen.getByRole('row', { name: row('An*** $10.00 25%') })).toBeVisible();
    expect(
      await screen.findByText('Your stake in this round: $30.00 (1 of 3 bets).'),
    ).toBeVisible();
    // What the player may still stake in this round: 100 less their 30.
    expect(screen.getByText('From $0.01 to $70.00')).toBeVisible();

    const now = Date.now();
    stream.event({
      type: 'counting',
      data: {
        round_id: 2,
        counting_from: new Date(now).toISOString(),
        ends_at: new Date(now + 30_000).toISOString(),
      },
    });
    expect(screen.getByText('Bets close in')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0:(30|29)$/);
    expect(screen.getByTestId('room-announce')).toHaveTextContent(
      'The countdown has started: 30 seconds to bet.',
    );

    const closed = round(2, {
      status: 'closed',
      pot: 40,
      bets_count: 2,
      total_tickets: 4000,
      entropy_source: 'crash:77',
    });
    stream.event({ type: 'closed', data: { round: closed } });
    expect(
      screen.getByText('Betting is closed. Waiting for the draw (entropy from crash round #77).'),
    ).toBeVisible();
    expect(screen.getByTestId('room-announce')).toHaveTextContent(
      'Betting is closed; waiting for the draw.',
    );
    // The closed round holds the player's stake: no "no round yet" while it waits for its draw.
    expect(screen.queryByText('No round yet: the first bet opens one.')).not.toBeInTheDocument();
    expect(
      screen.getByText('Betting on round #2 is closed; the next bet opens a new round.'),
    ).toBeVisible();
    expect(
      screen.getByText('Your stake in round #2: $30.00 (1 bet), waiting for the draw.'),
    ).toBeVisible();

    stream.event({
      type: 'drawn',
      data: {
        round: {
          ...closed,
          status: 'settled',
          server_seed: 'b'.repeat(64),
          entropy: 'c'.repeat(64),
          winning_ticket: 3000,
          winner_bet_id: 'mine',
          winner: 'Iv***',
          payout: 38,
          commission: 2,
        },
      },
    });
    // The marker runs to the ticket first; the winner is told once it lands.
    expect(
      screen.getByText('Drawing the winning ticket…', { selector: 'section p' }),
    ).toBeVisible();
    expect(screen.getByTestId('room-announce')).toHaveTextContent('Drawing the winning ticket…');
    expect(screen.getByTestId('room-marker')).toHaveAttribute('data-spinning', 'true');
    expect(screen.getByTestId('room-marker').style.getPropertyValue('--landing')).toBe(
      `${(3000.5 / 4000) * 100}%`,
    );
    expect(await screen.findByText('You won $38.00!', { selector: 'section p' })).toBeVisible();
    expect(screen.getByTestId('room-announce')).toHaveTextContent('You won $38.00!');
    expect(screen.getByText('Winning ticket 3000 of 4000.')).toBeVisible();
    expect(screen.getByText('b'.repeat(64))).toBeVisible();
    const draw = screen.getByRole('region', { name: 'Draw of round #2' });
    expect(within(draw).getByRole('link', { name: 'Verify round #2' })).toHaveAttribute(
      'href',
      expect.stringContaining('/fair?room_round=2'),
    );
  });

  it('shows the round a stake opened, with the stake, before the stream tells it', async () => {
    signedIn();
    const user = userEvent.setup();
    // The room is idle; the stake opens round 2, which the API holds at once and the stream
    // publishes only at the engine's next pass.
    const opened = {
      ...round(2, { pot: 30, bets_count: 1 }),
      bets: [bet('mine', 30, 0, 'Iv***')],
      players: [{ player: 'Iv***', bet_ids: ['mine'], amount: 30, chance: 1 }],
    };
    const { stateAsked } = betApi(0, state('USD', { rounds: [opened] }));
    renderWithSession(<RoomBoard room="red" />);
    const stream = await streamOf('rooms:red:USD');
    stream.snapshot(state('USD'));
    expect(screen.getByText('No round yet: the first bet opens one.')).toBeVisible();

    const amount = screen.getByLabelText('Bet, USD');
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Bet' }));

    expect(await screen.findByText('Waiting for a second player')).toBeVisible();
    expect(screen.queryByText('No round yet: the first bet opens one.')).not.toBeInTheDocument();
    expect(screen.getByTestId('room-pot')).toHaveTextContent('$30.00');
    expect(screen.getByRole('row', { name: row('You $30.00 100%') })).toBeVisible();
    expect(screen.getByText('Your stake in this round: $30.00 (1 of 3 bets).')).toBeVisible();
    // The state was asked in the stream's currency.
    expect(stateAsked).toEqual(['USD']);

    // The engine's publication later repeats the round and the bet: nothing counts twice.
    stream.event({ type: 'opened', data: { round: round(2, { pot: 30, bets_count: 1 }) } });
    stream.event({
      type: 'bets',
      data: {
        round_id: 2,
        pot: 30,
        bets_count: 1,
        bets: [bet('mine', 30, 0, 'Iv***')],
        players: [{ player: 'Iv***', bet_ids: ['mine'], amount: 30, chance: 1 }],
      },
    });
    expect(screen.getByTestId('room-pot')).toHaveTextContent('$30.00');
    expect(screen.getByText('Your stake in this round: $30.00 (1 of 3 bets).')).toBeVisible();
  });

  it('under reduced motion tells another player’s win at once; a refused stake is a toast', async () => {
    const undo = preferReducedMotion();
    try {
      signedIn();
      const user = userEvent.setup();
      server.use(
        http.post(`${API}/api/v2/games/rooms/red/bet`, () =>
          HttpResponse.json(
            { error: 'rooms_round_closing', message: 'Betting has ended' },
            { status: 409 },
          ),
        ),
      );
      renderWithSession(<RoomBoard room="red" />);
      const stream = await streamOf('rooms:red:USD');
      const closed = round(4, {
        status: 'closed',
        pot: 20,
        bets_count: 2,
        total_tickets: 2000,
        entropy_source: 'crash:90',
      });
      stream.snapshot(
        state('USD', {
          rounds: [
            {
              ...closed,
              bets: [bet('x', 10, 0, 'Xa***'), bet('y', 10, 1000, null)],
              players: [
                { player: 'Xa***', bet_ids: ['x'], amount: 10, chance: 0.5 },
                { player: null, bet_ids: ['y'], amount: 10, chance: 0.5 },
              ],
            },
          ],
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Bet' }));
      expect(
        await screen.findByText('Betting in this round has just ended; bet again in a moment'),
      ).toBeInTheDocument();

      stream.event({
        type: 'drawn',
        data: {
          round: {
            ...closed,
            status: 'settled',
            server_seed: 'd'.repeat(64),
            winning_ticket: 1500,
            winner_bet_id: 'y',
            winner: null,
            payout: 19,
          },
        },
      });
      expect(screen.getByText('Hidden player won $19.00', { selector: 'section p' })).toBeVisible();
      expect(screen.getByTestId('room-marker')).toHaveAttribute('data-spinning', 'false');
      expect(screen.getByTestId('room-announce')).toHaveTextContent('Hidden player won $19.00');
    } finally {
      undo();
    }
  });
});
