import { act, screen } from '@testing-library/react';
import { BetSlipPanel } from '@/components/sports/slip/bet-slip-panel';
import { renderWithSession } from '../../support/session';

/**
 * The slip's code loads once the visitor moves, touches or types, not for a visit that only
 * reads the line (issue 41: 9.5 KB after every sportsbook page); until then the column shows the
 * empty slip as the slip draws it. A stand-in shows when the slip itself is there.
 */
jest.mock('@/components/sports/slip/bet-slip', () => ({
  BetSlip: () => <p>the slip itself</p>,
}));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the empty slip and loads none of its code until the visitor moves', async () => {
  renderWithSession(<BetSlipPanel />);
  expect(screen.getByRole('heading', { name: 'Bet slip' })).toBeInTheDocument();
  expect(screen.getByText('The slip is empty. Tap odds to add a selection.')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  expect(screen.queryByText('the slip itself')).toBeNull();

  act(() => {
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
  });
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  jest.useRealTimers();
  expect(await screen.findByText('the slip itself')).toBeInTheDocument();
});
