import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { KenoBoard } from '@/components/games/keno/keno-board';
import { modalAtom } from '@/lib/atoms/modal';
import type { KenoAnswer } from '@/lib/schemas/games';
import { server } from '../../msw/server';
import { kenoAnswer, preferReducedMotion } from '../../support/round-games';
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

function betApi(answer: (body: Record<string, unknown>) => KenoAnswer) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/api/v2/games/keno/bet`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return bodies;
}

const number = (n: number) => screen.getByRole('button', { name: String(n) });

let undoMotion: () => void;
beforeEach(() => {
  resetSession();
  undoMotion = preferReducedMotion();
});
afterEach(() => undoMotion());

describe('Keno board', () => {
  it('picks 1 to 10 numbers by click or keyboard, at random, and clears them', async () => {
    const user = userEvent.setup();
    renderWithSession(<KenoBoard />);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-disabled', 'true');

    for (let n = 1; n <= 11; n++) await user.click(number(n));
    expect(screen.getByText('10 of 10 numbers picked')).toBeInTheDocument();
    expect(number(10)).toHaveAttribute('aria-pressed', 'true');
    expect(number(11)).toHaveAttribute('aria-pressed', 'false');
    expect(number(11)).toHaveAttribute('aria-disabled', 'true');

    // A picked number comes off again; the arrow keys walk the grid and Space picks.
    await user.click(number(10));
    expect(screen.getByText('9 of 10 numbers picked')).toBeInTheDocument();
    number(12).focus();
    await user.keyboard('{ArrowDown}');
    expect(number(20)).toHaveFocus();
    await user.keyboard(' ');
    expect(number(20)).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 of 10 numbers picked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Random pick' }));
    const grid = screen.getByRole('group', { name: 'Keno numbers' });
    const picked = within(grid)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(picked).toHaveLength(10);
  });

  it('shows the paytable of the picked count for the chosen risk', async () => {
    const user = userEvent.setup();
    renderWithSession(<KenoBoard />);
    expect(screen.getByText(/Pick numbers to see what each number of hits pays/)).toBeVisible();

    for (const n of [3, 14, 25]) await user.click(number(n));
    const table = screen.getByRole('table', { name: 'Paytable: Classic risk, 3 numbers' });
    const payouts = within(table).getByRole('row', { name: /^Pays/ });
    expect(
      within(payouts)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.00×', '1.00×', '3.10×', '10.38×']);

    await user.click(screen.getByRole('radio', { name: 'High' }));
    const high = screen.getByRole('table', { name: 'Paytable: High risk, 3 numbers' });
    expect(within(high).getByRole('row', { name: /^Pays/ })).toHaveTextContent('81.51×');
  });

  it('sends the amount, picks and risk with a key, then shows the draw, the hits and the payout', async () => {
    signedIn();
    const user = userEvent.setup();
    const bodies = betApi((body) =>
      kenoAnswer({
        amount: Number(body.amount),
        picks: body.picks as number[],
        risk: 'medium',
        drawn: [7, 1, 2, 3, 4, 5, 6, 8, 9, 10],
      }),
    );
    renderWithSession(<KenoBoard />);

    const amount = await screen.findByLabelText('Bet, USD');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    for (const n of [7, 1, 40]) await user.click(number(n));
    await user.click(screen.getByRole('button', { name: 'Play' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      key: expect.any(String),
      amount: 5,
      picks: [1, 7, 40],
      risk: 'medium',
    });
    expect(bodies[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // Medium, 3 picks, 2 hits: 2.8×.
    expect(await screen.findByText('Payout $14.00 (2.80×)')).toBeInTheDocument();
    expect(screen.getByText('Drawn: 7, 1, 2, 3, 4, 5, 6, 8, 9, 10')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 hit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7, hit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2, drawn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '40' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: /Medium risk/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .filter((cell) => cell.dataset.current),
    ).toHaveLength(2);
  });

  it('reveals the drawn numbers one by one when motion is allowed', async () => {
    undoMotion();
    undoMotion = preferReducedMotion(false);
    signedIn();
    const user = userEvent.setup();
    betApi(() => kenoAnswer({ picks: [5], drawn: [5, 1, 2, 3, 4, 6, 7, 8, 9, 10] }));
    renderWithSession(<KenoBoard />);
    await screen.findByText(/\$0\.01/);
    await user.click(number(5));
    await user.click(screen.getByRole('button', { name: 'Play' }));

    await screen.findByRole('button', { name: '5, hit' });
    expect(screen.queryByText(/^Drawn:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText(/^Drawn:/, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /, drawn$/ })).toHaveLength(9);
    expect(screen.getByText('Payout $3.96 (3.96×)')).toBeInTheDocument();
  });

  it('opens the Login modal when a guest plays', async () => {
    const user = userEvent.setup();
    const { store } = renderWithSession(<KenoBoard />);
    await user.click(number(9));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(store.get(modalAtom)).toBe('Login');
  });
});
