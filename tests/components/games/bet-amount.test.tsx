import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { BetAmount } from '@/components/games/shared/bet-amount';
import type { Currency } from '@/lib/constants/currencies';
import type { LimitedGame } from '@/lib/constants/games';
import { server } from '../../msw/server';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

// As Testing Library reads text: any run of white space (the no-break space too) as one space.
const money = (amount: number, currency: Currency) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount).replace(/\s+/g, ' ');

function Harness({ game, initial }: { game: LimitedGame; initial: string }) {
  const [value, setValue] = useState(initial);
  return <BetAmount game={game} value={value} onChange={setValue} />;
}

function player(currency: Currency) {
  signIn();
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture({ currency }))),
  );
}

beforeEach(resetSession);

describe('BetAmount (spec §9 limits)', () => {
  it('shows a guest the RUB limits of the game', () => {
    renderWithSession(<Harness game="dice" initial="1" />);
    const input = screen.getByLabelText('Bet, RUB');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '10000');
    expect(screen.getByText(`From ${money(1, 'RUB')} to ${money(10_000, 'RUB')}`)).toBeVisible();
  });

  it.each([
    ['USD', 'dice', 0.01, 100],
    ['KZT', 'miner', 5, 5000],
    ['EUR', 'coinflip', 0.01, 100],
  ] as const)('uses the player’s currency: %s %s %s–%s', async (currency, game, min, max) => {
    player(currency);
    renderWithSession(<Harness game={game} initial={String(min)} />);
    const input = await screen.findByLabelText(`Bet, ${currency}`);
    expect(input).toHaveAttribute('min', String(min));
    expect(input).toHaveAttribute('max', String(max));
    expect(
      screen.getByText(`From ${money(min, currency)} to ${money(max, currency)}`),
    ).toBeVisible();
  });

  it.each([
    ['RUB', 'wheel', 1],
    ['KZT', 'roulette', 5],
    ['INR', 'roulette', 1],
    ['USD', 'wheel', 0.01],
  ] as const)(
    'shows a one-amount range as a fixed stake: %s %s %s',
    async (currency, game, stake) => {
      if (currency !== 'RUB') player(currency);
      renderWithSession(<Harness game={game} initial={String(stake)} />);
      expect(await screen.findByText(`Fixed stake: ${money(stake, currency)}`)).toBeVisible();
      // Nothing to type or press that could not change it.
      expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
    },
  );

  it('a fixed stake replaces another amount held for the board', async () => {
    const amounts: string[] = [];
    function Watched() {
      const [value, setValue] = useState('3');
      amounts.push(value);
      return <BetAmount range={{ min: 2, max: 2 }} value={value} onChange={setValue} />;
    }
    renderWithSession(<Watched />);
    expect(await screen.findByText(`Fixed stake: ${money(2, 'RUB')}`)).toBeVisible();
    expect(amounts.at(-1)).toBe('2');
  });

  it('halves, doubles and jumps to the limits, never past them', async () => {
    const user = userEvent.setup();
    renderWithSession(<Harness game="dice" initial="10" />);
    const input = screen.getByLabelText('Bet, RUB');

    await user.click(screen.getByRole('button', { name: 'Halve the bet' }));
    expect(input).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: '×2, double the bet' }));
    await user.click(screen.getByRole('button', { name: '×2, double the bet' }));
    expect(input).toHaveValue(20);
    await user.click(screen.getByRole('button', { name: 'Min, minimum bet' }));
    expect(input).toHaveValue(1);
    // Half the minimum is still the minimum.
    await user.click(screen.getByRole('button', { name: 'Halve the bet' }));
    expect(input).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Max, maximum bet' }));
    expect(input).toHaveValue(10_000);
    await user.click(screen.getByRole('button', { name: '×2, double the bet' }));
    expect(input).toHaveValue(10_000);
  });

  // WCAG 2.5.3: a voice user says the "Max" or "×2" they see; each name starts with it.
  it('names each quick button after the text it shows', () => {
    renderWithSession(<Harness game="dice" initial="10" />);
    const quick = screen.getByRole('group', { name: 'Change the bet' });
    for (const button of within(quick).getAllByRole('button')) {
      // "½" is a sign no one says, not a word: its name is the words.
      if (button.textContent === '½') continue;
      const shown = button.textContent!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(button).toHaveAccessibleName(new RegExp(`^${shown}, `));
    }
  });

  it('halves to whole cents', async () => {
    player('USD');
    const user = userEvent.setup();
    renderWithSession(<Harness game="dice" initial="0.05" />);
    const input = await screen.findByLabelText('Bet, USD');
    await user.click(screen.getByRole('button', { name: 'Halve the bet' }));
    expect(input).toHaveValue(0.02);
  });

  it('says what is wrong with a typed amount', async () => {
    const user = userEvent.setup();
    renderWithSession(<Harness game="coinflip" initial="1" />);
    const input = screen.getByLabelText('Bet, RUB');

    await user.clear(input);
    await user.type(input, '20000');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^The maximum bet is RUB\s10,000\.00 From RUB/);
    await user.clear(input);
    await user.type(input, '0.5');
    expect(screen.getByText(`The minimum bet is ${money(1, 'RUB')}`)).toBeVisible();
    await user.clear(input);
    expect(screen.getByText('Enter the bet with at most two decimals')).toBeVisible();
  });

  // While a bet is under way nothing changes the amount, and a quick button a keyboard player
  // is on keeps the focus: aria-disabled, not disabled, which Chromium answers by dropping it.
  it('holds the amount while a bet is under way, keeping the focus', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithSession(
      <BetAmount game="dice" value="10" onChange={(value) => changes.push(value)} disabled />,
    );
    const input = screen.getByLabelText('Bet, RUB');
    expect(input).toHaveAttribute('readonly');
    const double = screen.getByRole('button', { name: '×2, double the bet' });
    expect(double).toHaveAttribute('aria-disabled', 'true');
    double.focus();
    await user.keyboard('{Enter}');
    expect(double).toHaveFocus();
    expect(changes).toEqual([]);
  });
});
