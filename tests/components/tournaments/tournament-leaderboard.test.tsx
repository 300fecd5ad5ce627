import { screen, within } from '@testing-library/react';
import { TournamentLeaderboard } from '@/components/tournaments/tournament-leaderboard';
import type { TournamentBoard } from '@/lib/api/tournaments';
import { streamOf, withFakeEventSource } from '../../support/fake-event-source';
import { renderWithProviders } from '../../support/render';

withFakeEventSource();

const row = (place: number, player: string, score: number) => ({
  place,
  player,
  score,
  bets: 1,
  achieved_at: '2026-11-26T12:00:00.000Z',
  prize: null,
  best_bet_ref: null,
});

const board = (over: Partial<TournamentBoard> = {}): TournamentBoard => ({
  tournament_id: 7,
  status: 'active',
  scoring: 'max_multiplier',
  players: 2,
  scored_through: '2026-11-26T12:00:00.000Z',
  rows: [row(1, 'Bo***', 5), row(2, 'An***', 3)],
  me: null,
  ...over,
});

const props = {
  tournamentId: 7,
  baseCurrency: 'RUB',
  startsAt: '2026-11-26T00:00:00.000Z',
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  canJoin: false,
  joined: false,
};

describe('TournamentLeaderboard', () => {
  it('shows the places and follows the board on tournament:<id>', async () => {
    renderWithProviders(<TournamentLeaderboard {...props} initial={board()} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('Bo***');
    expect(table).toHaveTextContent('×5.00');
    expect(screen.getByRole('timer', { name: 'Ends in' })).toBeInTheDocument();

    const stream = await streamOf('tournament:7');
    stream.event({
      type: 'board',
      data: board({ rows: [row(1, 'Ch***', 12.5), row(2, 'Bo***', 5), row(3, 'An***', 3)] }),
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Ch***');
    expect(rows[1]).toHaveTextContent('×12.50');
  });

  it('shows a finished board\u2019s prizes and the player\u2019s own place', () => {
    renderWithProviders(
      <TournamentLeaderboard
        {...props}
        initial={board({
          status: 'finished',
          scoring: 'turnover',
          rows: [
            { ...row(1, 'Bo***', 190), prize: { kind: 'real', amount: 2.1, currency: 'USD' } },
            { ...row(2, 'An***', 160), prize: { kind: 'free_spins', amount: 10, currency: 'RUB' } },
          ],
          me: { ...row(2, 'An***', 160), prize: null },
        })}
      />,
    );
    expect(screen.getByText('The tournament is over')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Prize');
    expect(rows[1]).toHaveTextContent('RUB 190.00');
    expect(rows[1]).toHaveTextContent('$2.10');
    expect(rows[2]).toHaveTextContent('10 free spins');
    expect(rows[2]).toHaveTextContent('(you)');
    expect(screen.getByText('Your place: 2, score RUB 160.00')).toBeInTheDocument();
  });

  it('says when nobody has scored yet', () => {
    renderWithProviders(<TournamentLeaderboard {...props} initial={board({ rows: [] })} />);
    expect(
      screen.getByText('No scores yet. Place a qualifying bet to get on the board.'),
    ).toBeInTheDocument();
  });
});
