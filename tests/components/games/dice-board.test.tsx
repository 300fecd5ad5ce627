import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DiceBoard } from '@/components/games/dice/dice-board';
import { modalAtom } from '@/lib/atoms/modal';
import { diceMultiplier, diceWinChance, type DiceBet } from '@/lib/games/dice/dice';
import { server } from '../../msw/server';
import { diceAnswer } from '../../support/single-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

const chance = (bet: DiceBet) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 3 }).format(
    diceWinChance(bet) / 100,
  );
const multiplier = (bet: DiceBet) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(diceMultiplier(bet))}×`;

function signedIn() {
  signIn();
  server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
}

function betApi(roll: number) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/api/v2/games/dice/bet`, async ({ request }) => {
      const body = (await request.json()) as {
        amount: number;
        target: number;
        direction: 'under' | 'over';
      };
      bodies.push(body);
      return HttpResponse.json(diceAnswer({ ...body, roll }));
    }),
  );
  return bodies;
}

/** A dice API that holds each bet until the test answers it with a roll (under 50: a win). */
function heldBetApi() {
  const bodies: { amount: number; target: number }[] = [];
  let release: (roll: number) => void = () => {};
  server.use(
    http.post(`${API}/api/v2/games/dice/bet`, async ({ request }) => {
      const body = (await request.json()) as { amount: number; target: number };
      bodies.push(body);
      const roll = await new Promise<number>((resolve) => (release = resolve));
      return HttpResponse.json(diceAnswer({ ...body, direction: 'under', roll }));
    }),
  );
  return { bodies, answer: (roll: number) => release(roll) };
}

beforeEach(resetSession);

describe('Dice board', () => {
  it('shows the win chance and multiplier of lib/games for the target and direction', async () => {
    const user = userEvent.setup();
    renderWithSession(<DiceBoard />);
    expect(screen.getByTestId('dice-chance')).toHaveTextContent(
      chance({ target: 50, direction: 'under' }),
    );
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent(
      multiplier({ target: 50, direction: 'under' }),
    );

    const target = screen.getByRole('spinbutton', { name: 'Target' });
    await user.clear(target);
    await user.type(target, '25');
    expect(screen.getByTestId('dice-chance')).toHaveTextContent(
      chance({ target: 25, direction: 'under' }),
    );
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent(
      multiplier({ target: 25, direction: 'under' }),
    );
    expect(screen.getByRole('slider', { name: 'Target' })).toHaveValue('25');

    // Over keeps the chance: the target moves to the other side of the bar.
    await user.click(screen.getByRole('radio', { name: 'Roll over' }));
    expect(target).toHaveValue(75);
    expect(screen.getByTestId('dice-chance')).toHaveTextContent(
      chance({ target: 75, direction: 'over' }),
    );

    // Outside 2–99.99 an over bet is refused before it is sent.
    await user.clear(target);
    await user.type(target, '1');
    expect(target).toHaveAccessibleDescription('Choose a target from 2.00 to 99.99');
  });

  it('rolls, shows the result as a win or a loss and links it to the verifier', async () => {
    signedIn();
    const user = userEvent.setup();
    const bodies = betApi(42.17);
    renderWithSession(<DiceBoard />);
    const amount = await screen.findByLabelText('Bet, USD');
    await user.clear(amount);
    await user.type(amount, '10');
    const target = screen.getByRole('spinbutton', { name: 'Target' });
    await user.clear(target);
    await user.type(target, '60');

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('Rolled 42.17: you won $16.50')).toBeVisible();
    expect(bodies[0]).toMatchObject({ amount: 10, target: 60, direction: 'under' });
    expect(bodies[0]!.key).toEqual(expect.any(String));
    // The game's own fields join the link once the definitions (loaded after the page) arrive.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Verify this bet' })).toHaveAttribute(
        'href',
        expect.stringMatching(
          /\/fair\?game=dice&client_seed=my-seed&nonce=41&hash=c0ffee0+&target=60&direction=under$/,
        ),
      ),
    );

    // Enter rolls again, from the target field; a roll above 60 loses.
    server.resetHandlers();
    signedIn();
    betApi(77.01);
    await user.type(target, '{Enter}');
    expect(await screen.findByText('Rolled 77.01: no win this time')).toBeVisible();
    const history = screen.getByRole('list', { name: 'Your last rolls' });
    expect(history).toHaveTextContent('77.01');
    expect(history).toHaveTextContent('42.17');
  });

  it('rolls three times by keyboard without the focus leaving the roll button', async () => {
    signedIn();
    const user = userEvent.setup();
    const bet = heldBetApi();
    renderWithSession(<DiceBoard />);
    await screen.findByLabelText('Bet, USD');
    const roll = screen.getByRole('button', { name: 'Roll' });
    roll.focus();

    for (const [n, key] of [
      [1, '{Enter}'],
      [2, ' '],
      [3, '{Enter}'],
    ] as const) {
      await user.keyboard(key);
      const rolling = await screen.findByRole('button', { name: 'Rolling…' });
      // Unavailable while the bet is under way, yet focusable: a disabled button drops the focus.
      expect(rolling).toBe(roll);
      expect(rolling).toHaveAttribute('aria-disabled', 'true');
      expect(rolling).not.toHaveAttribute('disabled');
      expect(rolling).toHaveFocus();
      // A press meanwhile bets nothing.
      await user.keyboard('{Enter}');
      expect(bet.bodies).toHaveLength(n);

      bet.answer(10 + n);
      expect(await screen.findByText(new RegExp(`^Rolled ${10 + n}\\.00: you won`))).toBeVisible();
      expect(roll).toHaveAccessibleName('Roll');
      expect(roll).not.toHaveAttribute('aria-disabled');
      expect(roll).toHaveFocus();
    }
  });

  it('keeps the focus in the amount field that Enter rolled from', async () => {
    signedIn();
    const user = userEvent.setup();
    const bet = heldBetApi();
    renderWithSession(<DiceBoard />);
    const amount = await screen.findByLabelText('Bet, USD');
    await user.click(amount);
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Rolling…' });
    // Read-only while the bet is under way, never disabled.
    expect(amount).toHaveAttribute('readonly');
    expect(amount).not.toHaveAttribute('disabled');
    bet.answer(12);
    expect(await screen.findByText(/^Rolled 12\.00/)).toBeVisible();
    expect(amount).not.toHaveAttribute('readonly');
    expect(amount).toHaveFocus();
  });

  it('asks a guest to log in instead of rolling', async () => {
    const user = userEvent.setup();
    const bodies = betApi(10);
    const { store } = renderWithSession(<DiceBoard />);
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(store.get(modalAtom)).toBe('Login'));
    expect(bodies).toEqual([]);
  });
});
