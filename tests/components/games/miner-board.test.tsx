import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MinerBoard } from '@/components/games/miner/miner-board';
import { modalAtom } from '@/lib/atoms/modal';
import type { MinerAnswer } from '@/lib/schemas/games';
import { server } from '../../msw/server';
import { minerAnswer, preferReducedMotion } from '../../support/round-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

/** The player's session and the open round the board finds on load. */
function signedIn(round: MinerAnswer | null = null) {
  signIn();
  let roundCalls = 0;
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/games/miner/round`, () => {
      roundCalls += 1;
      return HttpResponse.json({ round });
    }),
  );
  return { roundCalls: () => roundCalls };
}

/** Answers POSTs to a miner action in order, recording their bodies (null: no body). */
function actionApi(action: 'start' | 'reveal' | 'cashout', ...answers: MinerAnswer[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/api/v2/games/miner/${action}`, async ({ request }) => {
      const text = await request.text();
      bodies.push(text ? JSON.parse(text) : null);
      return HttpResponse.json(answers.shift());
    }),
  );
  return bodies;
}

/** A cell by its place: cells are numbered 0–24 row by row. */
const cell = (index: number, state = 'closed') =>
  screen.getByRole('button', {
    name: `Row ${Math.floor(index / 5) + 1}, column ${(index % 5) + 1}: ${state}`,
  });

const field = () => screen.getByRole('group', { name: 'Miner field' });

let undoMotion: () => void;
beforeEach(() => {
  resetSession();
  undoMotion = preferReducedMotion();
});
afterEach(() => undoMotion());

describe('Miner board', () => {
  it('starts a round with the amount, the mines and a key', async () => {
    const calls = signedIn();
    const bodies = actionApi(
      'start',
      minerAnswer(
        { revealed: [], mines: 5, next_multiplier: 1.2375 },
        { amount: 2, inputs: { mines: 5 } },
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<MinerBoard />);
    await waitFor(() => expect(calls.roundCalls()).toBe(1));
    // Before a round the field is shown but closed to play.
    expect(cell(0)).toHaveAttribute('aria-disabled', 'true');

    const amount = screen.getByLabelText('Bet, USD');
    await user.clear(amount);
    await user.type(amount, '2');
    await user.selectOptions(screen.getByLabelText('Mines'), '5');
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('button', { name: 'Open a cell to cash out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(bodies).toEqual([{ key: expect.any(String), amount: 2, mines: 5 }]);
    expect(screen.getByLabelText('Mines')).toBeDisabled();
    expect(screen.getByText('Next gem').nextElementSibling).toHaveTextContent('1.2375×');
    expect(cell(0)).not.toHaveAttribute('aria-disabled');
  });

  it('reveals cells by click or keyboard, then cashes out and shows every mine', async () => {
    signedIn(minerAnswer({ revealed: [] }, { amount: 2 }));
    const reveals = actionApi(
      'reveal',
      minerAnswer({ revealed: [2], multiplier: 1.125, next_multiplier: 1.2857 }, { amount: 2 }),
      minerAnswer({ revealed: [2, 8], multiplier: 1.2857, next_multiplier: 1.4914 }, { amount: 2 }),
    );
    const cashouts = actionApi(
      'cashout',
      minerAnswer(
        { revealed: [2, 8], multiplier: 1.2857, next_multiplier: null, mine_cells: [0, 7, 24] },
        { amount: 2, status: 'settled', multiplier: 1.2857, payout: 2.57, win: true },
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<MinerBoard />);

    await user.click(await screen.findByRole('button', { name: 'Row 1, column 3: closed' }));
    expect(
      await screen.findByRole('button', { name: 'Cash out $2.25 (1.125×)' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(cell(2, 'gem')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Multiplier').nextElementSibling).toHaveTextContent('1.125×');
    expect(screen.getByText('Next gem').nextElementSibling).toHaveTextContent('1.2857×');

    // From the gem, down one row and right one column, then Enter: cell 8.
    cell(2, 'gem').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(
      await screen.findByRole('button', { name: 'Cash out $2.57 (1.2857×)' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(reveals).toEqual([{ cell: 2 }, { cell: 8 }]);

    await user.click(screen.getByRole('button', { name: 'Cash out $2.57 (1.2857×)' }));
    expect(await screen.findByText('You cashed out $2.57 (1.2857×)')).toBeInTheDocument();
    expect(cashouts).toEqual([null]);
    const mines = within(field()).getAllByRole('button', { name: /: mine$/ });
    expect(mines.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Row 1, column 1: mine',
      'Row 2, column 3: mine',
      'Row 5, column 5: mine',
    ]);
    expect(within(field()).getAllByRole('button', { name: /: gem$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'New round' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Verify this bet' })).toBeInTheDocument();
  });

  it('resumes the open round after a reload', async () => {
    signedIn(
      minerAnswer(
        { revealed: [0, 6], mines: 10, multiplier: 2.4, next_multiplier: 3.5 },
        { amount: 1, inputs: { mines: 10 } },
      ),
    );
    renderWithSession(<MinerBoard />);

    expect(
      await screen.findByRole('button', { name: 'Cash out $2.40 (2.40×)' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(cell(0, 'gem')).toBeInTheDocument();
    expect(cell(6, 'gem')).toBeInTheDocument();
    expect(within(field()).getAllByRole('button', { name: /: closed$/ })).toHaveLength(23);
    expect(screen.getByLabelText('Mines')).toHaveValue('10');
    expect(screen.getByLabelText('Mines')).toBeDisabled();
    expect(screen.getByLabelText('Bet, USD')).toHaveAttribute('readonly');
  });

  it('ends the round on a mine and shows where every mine was', async () => {
    signedIn(minerAnswer({ revealed: [0], multiplier: 1.125 }, { amount: 2 }));
    actionApi(
      'reveal',
      minerAnswer(
        {
          revealed: [0],
          multiplier: 0,
          next_multiplier: null,
          mine_cells: [4, 12, 20],
          exploded: 12,
        },
        { amount: 2, status: 'settled', multiplier: 0, payout: 0, win: false },
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<MinerBoard />);

    await user.click(await screen.findByRole('button', { name: 'Row 3, column 3: closed' }));
    expect(await screen.findByText('You hit a mine: the bet is lost.')).toBeInTheDocument();
    expect(cell(12, 'mine, exploded')).toBeInTheDocument();
    expect(cell(4, 'mine')).toBeInTheDocument();
    expect(cell(20, 'mine')).toBeInTheDocument();
    expect(cell(0, 'gem')).toBeInTheDocument();
    expect(cell(1)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: /^Cash out/ })).not.toBeInTheDocument();
    expect(screen.getByText('The round is over: every mine is shown.')).toBeInTheDocument();
  });

  it('shows a guest the field and asks them to log in to play', async () => {
    const user = userEvent.setup();
    const { store } = renderWithSession(<MinerBoard />);
    expect(within(field()).getAllByRole('button')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(store.get(modalAtom)).toBe('Login');
  });
});
