import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouletteBoard } from '@/components/games/roulette/roulette-board';
import type { Currency } from '@/lib/constants/currencies';
import type { RouletteChip } from '@/lib/schemas/games';
import { server } from '../../msw/server';
import { preferReducedMotion } from '../../support/round-games';
import { rouletteAnswer } from '../../support/single-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

function signedIn(currency: Currency) {
  signIn();
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture({ currency }))),
  );
}

function spinApi(pocket: number) {
  const bodies: { key: string; bets: RouletteChip[] }[] = [];
  server.use(
    http.post(`${API}/api/v2/games/roulette/bet`, async ({ request }) => {
      const body = (await request.json()) as { key: string; bets: RouletteChip[] };
      bodies.push(body);
      return HttpResponse.json({ ...rouletteAnswer(body.bets, pocket), currency: 'RUB' });
    }),
  );
  return bodies;
}

const cell = (name: RegExp) => screen.getByRole('button', { name });

let undoMotion: () => void;
beforeEach(() => {
  resetSession();
  undoMotion = preferReducedMotion();
});
afterEach(() => undoMotion());

describe('Roulette board', () => {
  it('places chips of the chosen value, takes the last back, and spins them in one bet', async () => {
    signedIn('RUB');
    const user = userEvent.setup();
    const bodies = spinApi(17);
    renderWithSession(<RouletteBoard />);

    const values = await screen.findByRole('radiogroup', { name: 'Chip value' });
    await user.click(within(values).getByRole('radio', { name: /RUB\s5\.00/ }));
    // Two chips on 17 make one bet of 10; then red.
    await user.click(cell(/^17, black$/));
    await user.click(cell(/^17, black/));
    expect(cell(/^17, black/)).toHaveAccessibleName('17, black: 10 on it');
    await user.click(cell(/^Red$/));

    // A split collects two neighbouring numbers; numbers that make no corner start over.
    await user.click(screen.getByRole('radio', { name: 'Split' }));
    await user.click(cell(/^1, red/));
    expect(screen.getByText('Picked: 1')).toBeVisible();
    await user.click(cell(/^2, black/));
    await user.click(screen.getByRole('radio', { name: 'Corner' }));
    await user.click(cell(/^1, red/));
    await user.click(cell(/^36, red/));
    expect(screen.getByText('These numbers do not make such a bet. Pick again.')).toBeVisible();

    // A dozen takes its index; Undo takes it back.
    await user.click(cell(/^2nd dozen/));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(/RUB\s25\.00/);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(/RUB\s20\.00/);
    const chips = screen.getByRole('heading', { name: 'Your chips' }).parentElement!;
    expect(chips).toHaveTextContent('Number 17');
    expect(chips).toHaveTextContent('Split 1, 2');
    expect(chips).not.toHaveTextContent('dozen');

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText(/^17 black: you won RUB\s360\.00$/)).toBeVisible();
    expect(bodies).toEqual([
      {
        key: expect.any(String),
        bets: [
          { kind: 'straight', numbers: [17], amount: 10 },
          { kind: 'red', amount: 5 },
          { kind: 'split', numbers: [1, 2], amount: 5 },
        ],
      },
    ]);
    const lastSpin = screen.getByRole('list', { name: 'Chips of the last spin' });
    const rows = within(lastSpin).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Number 17 · RUB\s10\.00won RUB\s360\.00/);
    expect(rows[1]).toHaveTextContent(/Red · RUB\s5\.00lost/);
    // The winning pocket and the bets that won are marked on the table.
    expect(cell(/^17, black/)).toHaveAttribute('data-won', 'true');
    expect(cell(/^Black$/)).toHaveAttribute('data-won', 'true');
    expect(cell(/^Red/)).not.toHaveAttribute('data-won');
  });

  it('sends dozens and columns by index', async () => {
    signedIn('RUB');
    const user = userEvent.setup();
    const bodies = spinApi(0);
    renderWithSession(<RouletteBoard />);
    await screen.findByRole('radiogroup', { name: 'Chip value' });
    await user.click(cell(/^3rd dozen/));
    await user.click(cell(/^Column 1/));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('0 green: no win this time')).toBeVisible();
    expect(bodies[0]!.bets).toEqual([
      { kind: 'dozen', index: 3, amount: 1 },
      { kind: 'column', index: 1, amount: 1 },
    ]);
  });

  it('keeps the total within the currency’s roulette limits (KZT: exactly 5)', async () => {
    signedIn('KZT');
    const user = userEvent.setup();
    const bodies = spinApi(5);
    renderWithSession(<RouletteBoard />);
    const values = await screen.findByRole('radiogroup', { name: 'Chip value' });
    expect(within(values).getAllByRole('radio')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(screen.getByText('Put at least one chip on the table.')).toBeVisible();
    await user.click(cell(/^Odd$/));
    await user.click(cell(/^Even$/));
    expect(screen.getByText(/^The maximum bet is KZT\s5\.00$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(bodies).toEqual([]);
  });
});
