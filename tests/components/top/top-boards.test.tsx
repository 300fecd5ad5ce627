import { act, screen, within } from '@testing-library/react';
import { TopBoards } from '@/components/top/top-boards';
import type { TopAnswer } from '@/lib/api/top';
import { navigation } from '../../support/navigation-mock';
import { renderWithProviders } from '../../support/render';

const win = {
  place: 1,
  player: 'Bo***',
  product: 'slots' as const,
  game: 'book-of-sun',
  currency: 'USD' as const,
  stake: 10,
  payout: 50,
  score: 3800,
  at: '2026-11-26T12:00:00.000Z',
};

const top = (boards: Partial<TopAnswer['boards']> = {}): TopAnswer => ({
  period: '24h',
  product: 'all',
  base_currency: 'RUB',
  computed_at: '2026-11-26T12:01:00.000Z',
  boards: { wins: [], multipliers: [], wagered: [], ...boards },
});

describe('TopBoards', () => {
  it('shows each board with places, players, the bet and the score', () => {
    renderWithProviders(
      <TopBoards
        top={top({
          wins: [win, { ...win, place: 2, player: 'An***', currency: 'RUB', score: 1500 }],
          multipliers: [{ ...win, score: 5 }],
          wagered: [
            {
              ...win,
              product: null,
              game: null,
              currency: null,
              stake: null,
              payout: null,
              score: 950,
            },
          ],
        })}
      />,
    );
    const wins = screen.getByRole('region', { name: 'Biggest wins' });
    const rows = within(wins).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Place 1');
    expect(rows[0]).toHaveTextContent('Bo***');
    expect(rows[0]).toHaveTextContent('Slots · $10.00 → $50.00');
    expect(rows[0]).toHaveTextContent('RUB 3,800.00');
    const multipliers = screen.getByRole('region', { name: 'Biggest multipliers' });
    expect(multipliers).toHaveTextContent('×5.00');
    const wagered = screen.getByRole('region', { name: 'Most wagered' });
    expect(wagered).toHaveTextContent('All products');
    expect(wagered).toHaveTextContent('RUB 950.00');
    expect(screen.getByText(/multipliers on stakes of 100 ₽ or more/)).toBeInTheDocument();
  });

  it('says when a board or all of them are empty, and when the list is unavailable', () => {
    const { unmount } = renderWithProviders(<TopBoards top={top()} />);
    expect(screen.getByText('The leaderboard is empty for now')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    const one = renderWithProviders(<TopBoards top={top({ wins: [win] })} />);
    expect(screen.getAllByText('Nothing yet: your bet could be the first here.')).toHaveLength(2);
    one.unmount();
    renderWithProviders(<TopBoards top={null} />, { locale: 'ru' });
    expect(screen.getByText('Рейтинг сейчас недоступен')).toBeInTheDocument();
  });

  it('asks for fresh boards every minute while the page is visible', () => {
    jest.useFakeTimers();
    try {
      navigation.router.refresh.mockClear();
      renderWithProviders(<TopBoards top={top({ wins: [win] })} />);
      act(() => jest.advanceTimersByTime(60_000));
      expect(navigation.router.refresh).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
