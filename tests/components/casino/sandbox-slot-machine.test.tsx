import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlotMachine } from '@/components/casino/sandbox/slot-machine';
import { slotBetValues, slotPayout } from '@/lib/casino/sandbox/slot/bets';
import { playRoundFromFair, type SlotRound } from '@/lib/casino/sandbox/slot/round';
import type { SlotRoundResult } from '@/lib/casino/sandbox/slot/round-result';
import { sandboxFruits } from '@/lib/casino/sandbox/slot/titles/sandbox-fruits';
import { beep } from '@/lib/sound/beep';
import en from '@/messages/en.json';
import { seedsAt } from '../../support/games';
import { renderWithProviders } from '../../support/render';
import { preferReducedMotion } from '../../support/round-games';

jest.mock('@/lib/sound/beep', () => ({ beep: jest.fn() }));

const BALANCE = 100_00;

/** The first real round from the fixed seeds that fits. */
function roundWhere(fits: (round: SlotRound) => boolean): SlotRound {
  for (let nonce = 0; ; nonce++) {
    const round = playRoundFromFair(seedsAt(nonce), sandboxFruits);
    if (fits(round)) return round;
  }
}

function resultOf(round: SlotRound, bet: number, free = false): SlotRoundResult {
  const payout = slotPayout(sandboxFruits, bet, round.credits);
  const stake = free ? 0 : bet;
  return { round, bet, stake, payout, balance: BALANCE - stake + payout };
}

const names = en.SandboxRgs.symbols as Record<string, string>;

function renderMachine(props: Partial<Parameters<typeof SlotMachine>[0]> = {}) {
  const onSpin = jest.fn<Promise<SlotRoundResult>, [number]>();
  renderWithProviders(
    <SlotMachine
      title="sandbox-fruits"
      balance={BALANCE}
      currency="RUB"
      betValues={slotBetValues(sandboxFruits)}
      onSpin={onSpin}
      {...props}
    />,
  );
  return onSpin;
}

let undoMotion: () => void;
beforeEach(() => {
  undoMotion = preferReducedMotion();
  jest.mocked(beep).mockClear();
});
afterEach(() => undoMotion());

describe('SlotMachine', () => {
  it('shows the round the server played: its window, its lines, and announces the win', async () => {
    const user = userEvent.setup();
    const round = roundWhere((r) => r.freeSpins === 0 && r.spins[0]!.lines.length >= 1);
    const onSpin = renderMachine();
    onSpin.mockResolvedValue(resultOf(round, 100));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bet' }), '100');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onSpin).toHaveBeenCalledWith(100);

    const payout = slotPayout(sandboxFruits, 100, round.credits);
    await screen.findByText(/^You won/);
    expect(screen.getByRole('status')).toHaveTextContent(
      new RegExp(`^You won RUB\\s${(payout / 100).toFixed(2)}$`),
    );
    const reels = screen.getByRole('group', { name: 'Reels' });
    const shown = within(reels)
      .getAllByRole('img')
      .map((cell) => cell.getAttribute('aria-label'));
    expect(shown).toEqual(round.spins[0]!.grid.flat().map((id) => names[id]));
    expect(reels.querySelectorAll('polyline')).toHaveLength(round.spins[0]!.lines.length);
    const lit = reels.querySelectorAll('[data-win]').length;
    expect(lit).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('slot-win')).toHaveTextContent((payout / 100).toFixed(2));
    expect(screen.getByRole('list', { name: 'Winning lines' }).children).toHaveLength(
      round.spins[0]!.lines.length,
    );
  });

  it('announces a round without a win, and spins on Space', async () => {
    const round = roundWhere((r) => r.credits === 0);
    const onSpin = renderMachine();
    onSpin.mockResolvedValue(resultOf(round, 10));
    fireEvent.keyDown(screen.getByRole('group', { name: 'Reels' }), { key: ' ' });
    expect(onSpin).toHaveBeenCalledWith(10);
    expect(await screen.findByText('No win this time')).toHaveAttribute('role', 'status');
  });

  it('keeps the sound off until the player turns it on', async () => {
    const user = userEvent.setup();
    const round = roundWhere((r) => r.freeSpins === 0 && r.credits > 0);
    const onSpin = renderMachine();
    onSpin.mockResolvedValue(resultOf(round, 10));
    const toggle = screen.getByRole('button', { name: 'Sound: off' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByText(/^You won/);
    expect(beep).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Sound: on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(beep).toHaveBeenCalledWith('bet');
  });

  it('runs the free spins under their banner', async () => {
    const user = userEvent.setup();
    const round = roundWhere((r) => r.freeSpins > 0);
    const onSpin = renderMachine();
    onSpin.mockResolvedValue(resultOf(round, 10));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText(`${round.freeSpins} free spins!`)).toBeInTheDocument();
    expect(await screen.findByTestId('free-spins-banner')).toHaveTextContent(
      `Free spin 1 of ${round.freeSpins} · wins ×2`,
    );
  });

  it('plays granted free rounds at their bet without charging the balance', async () => {
    const user = userEvent.setup();
    const round = roundWhere((r) => r.freeSpins === 0);
    const onSpin = renderMachine({ freeRounds: { left: 3, bet: 50 } });
    onSpin.mockResolvedValue(resultOf(round, 50, true));
    expect(screen.getByText('Free rounds: 3 left at RUB 0.50')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bet' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Free spin' }));
    expect(onSpin).toHaveBeenCalledWith(50);
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('100.00');
  });

  it('says why it cannot spin: a refused spin, an error, a short balance', async () => {
    const user = userEvent.setup();
    const onSpin = renderMachine();
    onSpin.mockRejectedValue(new Error('down'));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The spin did not go through.');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('disables Spin with an error message or a balance under the bet', () => {
    renderMachine({ error: 'The provider is down.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The provider is down.');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('refuses a bet above the balance', () => {
    renderMachine({ balance: 5 });
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough money for this bet.');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });
});
