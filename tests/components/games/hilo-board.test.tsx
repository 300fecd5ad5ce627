import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HiloBoard } from '@/components/games/hilo/hilo-board';
import { modalAtom } from '@/lib/atoms/modal';
import type { HiloAnswer } from '@/lib/schemas/games';
import { server } from '../../msw/server';
import { hiloAnswer, preferReducedMotion } from '../../support/round-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

// Cards: rank = card mod 13 (0 is a 2, 12 an ace), suit = floor(card / 13).
const TWO_OF_SPADES = 0;
const QUEEN_OF_HEARTS = 23;
const ACE_OF_DIAMONDS = 38;
const SEVEN_OF_CLUBS = 44;

/** The player's session and the open round the board finds on load. */
function signedIn(round: HiloAnswer | null = null) {
  signIn();
  let roundCalls = 0;
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/games/hilo/round`, () => {
      roundCalls += 1;
      return HttpResponse.json({ round });
    }),
  );
  return { roundCalls: () => roundCalls };
}

/** Answers POSTs to a hilo action in order, recording their bodies (null: no body). */
function actionApi(action: 'start' | 'guess' | 'cashout', ...answers: HiloAnswer[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/api/v2/games/hilo/${action}`, async ({ request }) => {
      const text = await request.text();
      bodies.push(text ? JSON.parse(text) : null);
      return HttpResponse.json(answers.shift());
    }),
  );
  return bodies;
}

const RESUMED = hiloAnswer(
  {
    cards: [SEVEN_OF_CLUBS, QUEEN_OF_HEARTS],
    steps: [{ card: QUEEN_OF_HEARTS, kind: 'guess', guess: 'higher_or_same', won: true }],
    multiplier: 1.7,
    next: {
      higher_or_same: { chance: 23.08, multiplier: 7.293 },
      lower_or_same: { chance: 84.62, multiplier: 1.989 },
    },
  },
  { amount: 2 },
);

let undoMotion: () => void;
beforeEach(() => {
  resetSession();
  undoMotion = preferReducedMotion();
});
afterEach(() => undoMotion());

describe('Hilo board', () => {
  it('resumes the open round after a reload: card, odds, history and cash out', async () => {
    signedIn(RESUMED);
    renderWithSession(<HiloBoard />);

    const cashOut = await screen.findByRole('button', { name: 'Cash out $3.40 (1.70×)' });
    expect(cashOut).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Round bet: $2.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Bet, USD')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: /^Higher or same/ })).toHaveTextContent(
      '23.08% · 7.293×',
    );
    expect(screen.getByRole('button', { name: /^Lower or same/ })).toHaveTextContent(
      '84.62% · 1.989×',
    );

    const history = screen.getByRole('list');
    const steps = within(history).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[0]!).getByRole('img', { name: 'Seven of clubs' })).toBeInTheDocument();
    expect(steps[0]).toHaveTextContent('First card');
    expect(within(steps[1]!).getByRole('img', { name: 'Queen of hearts' })).toBeInTheDocument();
    expect(steps[1]).toHaveTextContent('Higher or same: right');
  });

  it('starts a round with the amount and a key; a guess that cannot lose is refused', async () => {
    const calls = signedIn();
    // Without the server's odds the board works them out: lower or same on a 2 is 1 rank in 13.
    const bodies = actionApi(
      'start',
      hiloAnswer({ cards: [TWO_OF_SPADES], next: null }, { amount: 5 }),
    );
    const user = userEvent.setup();
    renderWithSession(<HiloBoard />);
    await waitFor(() => expect(calls.roundCalls()).toBe(1));

    const amount = screen.getByLabelText('Bet, USD');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Deal a card' }));

    expect(await screen.findAllByRole('img', { name: 'Two of spades' })).toHaveLength(2);
    expect(bodies).toEqual([{ key: expect.any(String), amount: 5 }]);
    // Higher or same on a 2 always wins: no such bet. Nothing to cash out before a right guess.
    expect(screen.getByRole('button', { name: /^Higher or same/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Lower or same/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Lower or same/ })).toHaveTextContent(
      '7.69% · 12.87×',
    );
    expect(screen.getByRole('button', { name: 'Guess right to cash out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sends each guess, the skip and the cash out, and shows the payout', async () => {
    signedIn(RESUMED);
    const won = hiloAnswer({
      cards: [SEVEN_OF_CLUBS, QUEEN_OF_HEARTS, QUEEN_OF_HEARTS - 2],
      steps: [
        { card: QUEEN_OF_HEARTS, kind: 'guess', guess: 'higher_or_same', won: true },
        { card: QUEEN_OF_HEARTS - 2, kind: 'guess', guess: 'lower_or_same', won: true },
      ],
      multiplier: 3.38,
    });
    const skipped = hiloAnswer({
      ...won.result,
      cards: [...won.result.cards, ACE_OF_DIAMONDS],
      steps: [...won.result.steps, { card: ACE_OF_DIAMONDS, kind: 'skip' }],
    });
    const guesses = actionApi('guess', won, skipped);
    const cashouts = actionApi(
      'cashout',
      hiloAnswer(
        { ...skipped.result, next: null },
        { status: 'settled', multiplier: 3.38, payout: 6.76, win: true },
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<HiloBoard />);

    await user.click(await screen.findByRole('button', { name: /^Lower or same/ }));
    expect(
      await screen.findByRole('button', { name: 'Cash out $6.76 (3.38×)' }),
    ).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Skip the card' }));
    expect(await screen.findByText('Skipped')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Ace of diamonds' })).toHaveLength(2);
    expect(guesses).toEqual([{ guess: 'lower_or_same' }, { guess: 'skip' }]);

    await user.click(screen.getByRole('button', { name: 'Cash out $6.76 (3.38×)' }));
    expect(await screen.findByText('You cashed out $6.76 (3.38×)')).toBeInTheDocument();
    expect(cashouts).toEqual([null]);
    expect(screen.queryByRole('button', { name: /^Higher or same/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New round' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Verify this bet' })).toBeInTheDocument();
  });

  it('ends the round on a wrong guess and offers a new one', async () => {
    signedIn(RESUMED);
    actionApi(
      'guess',
      hiloAnswer(
        {
          cards: [SEVEN_OF_CLUBS, QUEEN_OF_HEARTS, ACE_OF_DIAMONDS],
          steps: [
            { card: QUEEN_OF_HEARTS, kind: 'guess', guess: 'higher_or_same', won: true },
            { card: ACE_OF_DIAMONDS, kind: 'guess', guess: 'lower_or_same', won: false },
          ],
          multiplier: 0,
          next: null,
        },
        { status: 'settled', multiplier: 0, payout: 0, win: false },
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<HiloBoard />);

    await user.click(await screen.findByRole('button', { name: /^Lower or same/ }));
    expect(await screen.findByText('Wrong guess: the bet is lost.')).toBeInTheDocument();
    expect(screen.getByText('Lower or same: wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cash out/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New round' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText('Bet, USD')).not.toHaveAttribute('readonly');
  });

  it('shows a guest the table and asks them to log in to play', async () => {
    const user = userEvent.setup();
    const { store } = renderWithSession(<HiloBoard />);
    expect(screen.getByText('Place a bet to deal the first card.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal a card' }));
    expect(store.get(modalAtom)).toBe('Login');
  });
});
