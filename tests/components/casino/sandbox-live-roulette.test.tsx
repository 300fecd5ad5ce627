import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRouletteTable } from '@/components/casino/sandbox/live-roulette-table';
import { roundTimes } from '@/lib/casino/sandbox/roulette-live/schedule';
import type { LiveTableState } from '@/lib/casino/sandbox/roulette-live/table-state';
import { renderWithProviders } from '../../support/render';
import { preferReducedMotion } from '../../support/round-games';

const ROUND = 88_000_000;
const { opensAt, closesAt } = roundTimes(ROUND);

function tableState(changes: Partial<LiveTableState> = {}): LiveTableState {
  return {
    roundId: ROUND,
    phase: 'betting',
    phaseEndsAt: Date.now() + 10_000,
    seedHash: 'ab'.repeat(32),
    result: null,
    lastResults: [
      { roundId: ROUND - 1, pocket: 17, color: 'black', voided: false },
      { roundId: ROUND - 2, pocket: 3, color: 'red', voided: true },
    ],
    bets: [
      {
        betId: 'other',
        player: 'Al***',
        mine: false,
        chips: [{ kind: 'red', amount: 50_00 }],
        amount: 50_00,
      },
    ],
    ...changes,
  };
}

function renderTable(state: LiveTableState, clock: { now: number }) {
  const onBet = jest.fn().mockResolvedValue(undefined);
  const view = renderWithProviders(
    <LiveRouletteTable
      state={state}
      onBet={onBet}
      balance={1_000_00}
      currency="RUB"
      now={() => clock.now}
    />,
  );
  return { onBet, ...view };
}

let undoMotion: () => void;
beforeEach(() => {
  undoMotion = preferReducedMotion();
});
afterEach(() => undoMotion());

describe('LiveRouletteTable', () => {
  it('sends the chips put on the board as one bet while the window is open', async () => {
    const user = userEvent.setup();
    const { onBet } = renderTable(tableState(), { now: opensAt + 2000 });
    expect(screen.getByText(/^Bets close in \d+ s$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^17, black$/ }));
    await user.click(screen.getByRole('button', { name: /^Red$/ }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(onBet).toHaveBeenCalledWith([
      { kind: 'straight', numbers: [17], amount: 10_00 },
      { kind: 'red', amount: 10_00 },
    ]);
    expect(await screen.findByText('Bet accepted. Good luck!')).toBeInTheDocument();
  });

  it('refuses a bet once the betting window has closed, without asking the server', async () => {
    const user = userEvent.setup();
    const clock = { now: opensAt + 2000 };
    const { onBet } = renderTable(tableState(), clock);
    await user.click(screen.getByRole('button', { name: /^17, black$/ }));
    clock.now = closesAt; // the window closed while the chips were on the board
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No more bets');
    expect(onBet).not.toHaveBeenCalled();
  });

  it('takes no chips when the countdown is over and shows "no more bets"', async () => {
    const user = userEvent.setup();
    const { onBet } = renderTable(tableState({ phaseEndsAt: Date.now() - 1 }), {
      now: closesAt + 1,
    });
    expect(screen.getByText('No more bets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^17, black$/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('No more bets');
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(onBet).not.toHaveBeenCalled();
  });

  it('shows the result, a voided round, the last results and the bets at the table', () => {
    const { rerender } = renderTable(
      tableState({
        phase: 'spinning',
        phaseEndsAt: Date.now() + 4000,
        result: { roundId: ROUND, pocket: 32, color: 'red', voided: false },
      }),
      { now: closesAt + 1 },
    );
    expect(screen.getByRole('status')).toHaveTextContent('32 red');
    expect(screen.getByTitle('Voided round')).toHaveTextContent('—');
    const bets = screen.getByRole('region', { name: 'Bets at the table' });
    expect(bets).toHaveTextContent(/Al\*\*\*\s*Red\s*RUB\s50\.00/);

    rerender(
      <LiveRouletteTable
        state={tableState({
          phase: 'spinning',
          result: { roundId: ROUND, pocket: 5, color: 'red', voided: true },
        })}
        onBet={jest.fn()}
        balance={0}
        currency="RUB"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Round voided: every bet of this round is returned.',
    );
  });
});
