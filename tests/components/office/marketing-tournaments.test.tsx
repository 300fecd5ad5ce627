import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TournamentEditor } from '@/components/office/marketing/tournament-editor';
import { TournamentsPage } from '@/components/office/marketing/tournaments-page';
import type { OperatorTournament } from '@/lib/api/office-marketing';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { FREE500, WELCOME, renderMarketing, template } from './marketing-fixtures';
import { OFFICE_API } from './office-render';

const ADMIN = `${OFFICE_API}/operator/tournaments`;
const SPINS = template({ id: 9, code: 'spins-10', kind: 'free_spins' });

const text = (en: string) => ({ ru: `${en} (ru)`, en, kz: `${en} (kz)` });

function tournament(overrides: Partial<OperatorTournament> & Pick<OperatorTournament, 'id'>) {
  return {
    name: text('Weekend race'),
    rules: text('Play and climb'),
    image: null,
    status: 'upcoming',
    starts_at: '2026-12-05T09:00:00.000Z',
    ends_at: '2026-12-07T21:00:00.000Z',
    registration: 'auto',
    products: ['slots'],
    games: [],
    scoring: 'turnover',
    best_count: null,
    min_bet: 10,
    min_score: 0,
    min_players: 1,
    max_players: null,
    players: 12,
    base_currency: 'RUB',
    pool: 100_000,
    pool_mode: 'fixed',
    pool_share_bp: null,
    currency: 'RUB',
    prizes: [{ from: 1, to: 1, kind: 'real', amount: 50_000, share_bp: 5000, template: null }],
    me: null,
    min_bets: { RUB: 10, USD: 0.5 },
    created_at: '2026-11-29T10:00:00.000Z',
    finalized_at: null,
    results: [],
    ...overrides,
  } satisfies OperatorTournament;
}

function tournamentsApi(list: OperatorTournament[]) {
  server.use(
    http.get(ADMIN, () => HttpResponse.json({ data: list })),
    http.get(`${OFFICE_API}/operator/bonuses/templates`, () =>
      HttpResponse.json({ data: [WELCOME, FREE500, SPINS] }),
    ),
  );
}

describe('the tournaments (/office/marketing/tournaments)', () => {
  it('cancels a tournament only after a confirmation, and says so', async () => {
    const events = userEvent.setup();
    const list = [
      tournament({ id: 7 }),
      tournament({ id: 6, status: 'active', name: text('Crash week'), players: 1 }),
      tournament({ id: 5, status: 'finished', name: text('Old cup') }),
    ];
    tournamentsApi(list);
    const cancels: string[] = [];
    server.use(
      http.post(`${ADMIN}/:id/cancel`, ({ params }) => {
        cancels.push(String(params.id));
        if (params.id === '6') {
          return HttpResponse.json(
            { error: 'tournament_over', message: 'This tournament is over' },
            { status: 409 },
          );
        }
        list[0] = { ...list[0]!, status: 'cancelled' };
        return HttpResponse.json({ data: list[0] });
      }),
    );
    renderMarketing('/office/marketing/tournaments', <TournamentsPage />);

    const upcoming = (await screen.findByText('Weekend race')).closest('tr')!;
    expect(within(upcoming).getByText('Upcoming')).toBeInTheDocument();
    expect(within(upcoming).getByText('Turnover · Every player')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Edit #7' })).toHaveAttribute(
      'href',
      '/en/office/marketing/tournaments/edit/7',
    );
    const finished = screen.getByText('Old cup').closest('tr')!;
    expect(within(finished).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(finished).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    // A running tournament cannot be edited, only cancelled.
    const running = screen.getByText('Crash week').closest('tr')!;
    expect(within(running).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();

    // Asked first: keeping it sends nothing.
    await events.click(within(upcoming).getByRole('button', { name: 'Cancel #7' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel tournament #7?' });
    expect(dialog).toHaveTextContent(
      '“Weekend race” ends now and pays no prizes; its 12 players see it as cancelled.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancels).toEqual([]);

    // Refused by the API: the reason in the dialog, which stays open.
    await events.click(within(running).getByRole('button', { name: 'Cancel #6' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel tournament #6?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel the tournament' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This tournament is over');
    await events.click(within(dialog).getByRole('button', { name: 'Keep it' }));

    await events.click(within(upcoming).getByRole('button', { name: 'Cancel #7' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel tournament #7?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel the tournament' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Tournament #7 is cancelled. Nothing will be paid.');
    expect(status).toHaveFocus();
    expect(cancels).toEqual(['6', '7']);
    await waitFor(() =>
      expect(
        within(screen.getByText('Weekend race').closest('tr')!).getByText('Cancelled'),
      ).toBeInTheDocument(),
    );
  });

  it('creates a tournament: shares in percent sent as basis points, nested 422 keys on their rows', async () => {
    const events = userEvent.setup();
    tournamentsApi([]);
    const sent: unknown[] = [];
    server.use(
      http.post(ADMIN, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            errors: {
              'prizes.1.template': ['invalid_value: Invalid input'],
              'pool.share_bp': ['invalid_value: Invalid input'],
              prizes: ['too_big: Too big'],
            },
          },
          { status: 422 },
        );
      }),
    );
    renderMarketing('/office/marketing/tournaments/new', <TournamentEditor />);
    const form = await screen.findByRole('form', { name: 'New tournament' });
    for (const group of ['Name', 'Rules']) {
      for (const language of ['Russian', 'English', 'Kazakh']) {
        await events.type(
          within(within(form).getByRole('group', { name: group })).getByLabelText(language),
          `${group} ${language}`,
        );
      }
    }
    fireEvent.change(within(form).getByLabelText('Starts'), {
      target: { value: '2026-12-05T12:00' },
    });
    fireEvent.change(within(form).getByLabelText('Ends'), {
      target: { value: '2026-12-07T12:00' },
    });
    await events.selectOptions(within(form).getByLabelText('Who takes part'), 'opt_in');
    const products = within(form).getByRole('group', { name: 'Products' });
    await events.click(within(products).getByRole('checkbox', { name: 'Slots' }));
    await events.click(within(products).getByRole('checkbox', { name: 'Crash' }));
    await events.type(within(form).getByLabelText('Games'), 'dice\nrooms:low');
    const minBet = within(form).getByRole('group', { name: 'Smallest bet that counts' });
    expect(within(minBet).getByLabelText('In RUB')).toHaveValue(10);
    await events.type(within(minBet).getByLabelText('In USD'), '0.5');

    // Scored by the sum of the best multipliers: how many of them count.
    expect(within(form).queryByLabelText('Best multipliers counted')).not.toBeInTheDocument();
    await events.selectOptions(within(form).getByLabelText('Scored by'), 'sum_multipliers');
    await events.clear(within(form).getByLabelText('Best multipliers counted'));
    await events.type(within(form).getByLabelText('Best multipliers counted'), '5');
    await events.type(within(form).getByLabelText('Most players'), '1000');

    await events.selectOptions(within(form).getByLabelText('Pool'), 'turnover_share');
    await events.type(within(form).getByLabelText('Share of turnover, %'), '2.5');

    const prizes = within(form).getByRole('group', { name: 'Prizes' });
    const rows = () => within(prizes).getAllByRole('listitem');
    expect(rows()).toHaveLength(3);
    await events.selectOptions(within(rows()[1]!).getByLabelText('Paid as'), 'free_spins');
    // Only free-spins templates are offered for a free-spins prize.
    const spinsTemplate = within(rows()[1]!).getByLabelText('Bonus template');
    expect(
      within(spinsTemplate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a template', 'spins-10 — 100% on your first deposit']);
    await events.selectOptions(spinsTemplate, 'spins-10');
    await events.clear(within(rows()[1]!).getByLabelText('Each place’s share, %'));
    await events.type(within(rows()[1]!).getByLabelText('Each place’s share, %'), '0');
    await events.click(within(rows()[2]!).getByRole('button', { name: 'Remove row 3' }));
    await events.click(within(form).getByRole('button', { name: 'Create the tournament' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: { ru: 'Name Russian', en: 'Name English', kz: 'Name Kazakh' },
      rules: { ru: 'Rules Russian', en: 'Rules English', kz: 'Rules Kazakh' },
      image: null,
      starts_at: new Date('2026-12-05T12:00').toISOString(),
      ends_at: new Date('2026-12-07T12:00').toISOString(),
      registration: 'opt_in',
      products: ['crash', 'slots'],
      games: ['dice', 'rooms:low'],
      scoring: 'sum_multipliers',
      best_count: 5,
      min_bet: { RUB: 10, USD: 0.5 },
      min_score: 0,
      min_players: 1,
      max_players: 1000,
      pool: { mode: 'turnover_share', share_bp: 250 },
      prizes: [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' },
        { from: 2, to: 2, share_bp: 0, kind: 'free_spins', template: 'spins-10' },
      ],
    });

    await waitFor(() =>
      expect(within(rows()[1]!).getByLabelText('Bonus template')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(within(form).getByLabelText('Share of turnover, %')).toHaveAccessibleDescription(
      /This value is not allowed/,
    );
    expect(prizes).toHaveAccessibleDescription(/This amount is too large/);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it('edits an upcoming tournament from its terms as set, and refuses to open a started one', async () => {
    const events = userEvent.setup();
    const bonusPrize = tournament({
      id: 7,
      prizes: [
        { from: 1, to: 1, kind: 'real', amount: 50_000, share_bp: 5000, template: null },
        { from: 2, to: 3, kind: 'bonus', amount: 10_000, share_bp: 1000, template: 'welcome-1' },
      ],
    });
    tournamentsApi([bonusPrize, tournament({ id: 6, status: 'active' })]);
    const sent: unknown[] = [];
    server.use(
      http.put(`${ADMIN}/7`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: bonusPrize });
      }),
    );
    const view = renderMarketing(
      '/office/marketing/tournaments/edit/7',
      <TournamentEditor id={7} />,
    );
    const form = await screen.findByRole('form', { name: 'Tournament #7' });
    expect(within(form).getByLabelText('Pool, RUB')).toHaveValue(100_000);
    const minBet = within(form).getByRole('group', { name: 'Smallest bet that counts' });
    expect(within(minBet).getByLabelText('In USD')).toHaveValue(0.5);
    const rows = within(within(form).getByRole('group', { name: 'Prizes' })).getAllByRole(
      'listitem',
    );
    expect(within(rows[1]!).getByLabelText('Each place’s share, %')).toHaveValue(10);
    await waitFor(() =>
      expect(within(rows[1]!).getByLabelText('Bonus template')).toHaveValue('welcome-1'),
    );
    await events.click(within(form).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      starts_at: '2026-12-05T09:00:00.000Z',
      min_bet: { RUB: 10, USD: 0.5 },
      pool: { mode: 'fixed', amount: 100_000 },
      prizes: [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' },
        { from: 2, to: 3, share_bp: 1000, kind: 'bonus', template: 'welcome-1' },
      ],
    });
    await waitFor(() =>
      expect(navigation.router.push).toHaveBeenCalledWith('/en/office/marketing/tournaments'),
    );

    view.navigate('/office/marketing/tournaments/edit/6', <TournamentEditor id={6} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tournament #6 has started: its terms can no longer be changed.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
