import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CasinoFreeSpinsPage } from '@/components/office/casino/free-spins-page';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { OFFICE_API, renderOffice } from './office-render';

const FREE_SPINS = `${OFFICE_API}/operator/casino/free-spins`;

const GRANT: FreeSpin = {
  id: 12,
  game: {
    id: 1,
    slug: 'sandbox-fruits',
    name: 'Sandbox Fruits',
    provider: 'Arcada Originals',
    image: null,
    kind: 'slot',
  },
  rounds: 20,
  rounds_left: 15,
  bet_value: 10,
  currency: 'RUB',
  total_win: 42.5,
  status: 'active',
  is_active: true,
  starts_at: '2026-03-01T10:00:00.000Z',
  expiration_at: '2026-03-08T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};

/** Serves a player's grants; answers each grant with `grant(body)`; records every call. */
function freeSpinsApi(grant: (body: Record<string, unknown>) => Response) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let grants = [GRANT];
  server.use(
    http.get(FREE_SPINS, ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', path: `${url.pathname}${url.search}` });
      return HttpResponse.json({
        data: url.searchParams.get('user_id') === '100042' ? grants : [],
      });
    }),
    http.post(FREE_SPINS, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'POST', path: new URL(request.url).pathname, body });
      return grant(body);
    }),
    http.put(`${FREE_SPINS}/:id/cancel`, ({ request, params }) => {
      calls.push({ method: 'PUT', path: new URL(request.url).pathname });
      grants = grants.map((row) =>
        row.id === Number(params.id) ? { ...row, status: 'cancelled', is_active: false } : row,
      );
      return HttpResponse.json({ data: grants[0] });
    }),
  );
  return calls;
}

describe('free spins (/office/casino/free-spins)', () => {
  beforeEach(() => {
    window.history.replaceState(
      null,
      '',
      '/en/office/casino/free-spins?user_id=100042&game=sandbox-fruits',
    );
    navigation.set('/en/office/casino/free-spins');
  });

  it('shows the 422 of a grant on its fields, and grants once they are right', async () => {
    const calls = freeSpinsApi((body) =>
      body.rounds === 0
        ? HttpResponse.json(
            {
              errors: {
                rounds: ['invalid_value: This value is not allowed'],
                game: ['free_spins_unsupported: This game has no free spins'],
                expiration_at: ['required: This field is required'],
              },
            },
            { status: 422 },
          )
        : HttpResponse.json({ data: { ...GRANT, id: 13, rounds: 5 } }, { status: 201 }),
    );
    renderOffice(<CasinoFreeSpinsPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'Grant free spins' });

    // The player looked at and the game chosen on the Games page are filled in.
    expect(within(form).getByLabelText('Player ID')).toHaveValue('100042');
    expect(within(form).getByLabelText('Game (slug)')).toHaveValue('sandbox-fruits');
    await user.type(within(form).getByLabelText('Rounds'), '0');
    await user.type(within(form).getByLabelText('Bet per round'), '0,50');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'USD');
    await user.click(within(form).getByRole('button', { name: 'Grant free spins' }));

    expect(await within(form).findByText('Check the highlighted fields.')).toBeInTheDocument();
    const rounds = within(form).getByLabelText('Rounds');
    expect(rounds).toHaveAttribute('aria-invalid', 'true');
    expect(rounds).toHaveAccessibleDescription('This value is not allowed');
    // The first refused field takes the focus.
    const game = within(form).getByLabelText('Game (slug)');
    expect(game).toHaveFocus();
    expect(game).toHaveAccessibleDescription(/^This game has no free spins/);
    expect(within(form).getByLabelText('Valid until (your time)')).toHaveAccessibleDescription(
      'This field is required',
    );
    const first = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(first).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      user_id: 100042,
      game: 'sandbox-fruits',
      rounds: 0,
      bet_value: '0.50',
      currency: 'USD',
    });

    await user.clear(rounds);
    await user.type(rounds, '5');
    await user.type(within(form).getByLabelText('Valid until (your time)'), '2026-04-01T12:00');
    await user.click(within(form).getByRole('button', { name: 'Grant free spins' }));

    expect(
      await within(form).findByText('Granted 5 free spins on Sandbox Fruits to player #100042.'),
    ).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    const second = posts[1]!.body as Record<string, unknown>;
    // A retry of the refused grant: the same key.
    expect(second.key).toBe(first.key);
    expect(second).toMatchObject({
      rounds: 5,
      expiration_at: new Date('2026-04-01T12:00').toISOString(),
    });
    // Emptied for the next grant, its refusals gone.
    expect(within(form).getByLabelText('Rounds')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Rounds')).toHaveValue(null);
    expect(within(form).getByLabelText('Player ID')).toHaveValue('100042');
    // The player's list is read again.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it("lists a player's grants and cancels one after a confirmation", async () => {
    const calls = freeSpinsApi(() => HttpResponse.json({}, { status: 500 }));
    renderOffice(<CasinoFreeSpinsPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    const row = await screen.findByRole('row', { name: /#12/ });
    expect(within(row).getByText('15 of 20 left')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancel grant #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel free spins #12?' });
    expect(
      within(dialog).getByText(
        /Player #100042 loses 15 unplayed rounds on Sandbox Fruits\. Wins already credited \(RUB\s?42\.50\) stay with the player\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the grant' }));

    expect(await screen.findByText('Grant #12 is cancelled.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/operator/casino/free-spins/12/cancel',
    });
    const cancelled = await screen.findByRole('row', { name: /Cancelled/ });
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('finds another player by number, refusing what is not one', async () => {
    const calls = freeSpinsApi(() => HttpResponse.json({}, { status: 500 }));
    renderOffice(<CasinoFreeSpinsPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();
    const find = screen.getByRole('search', { name: "A player's free spins" });

    await screen.findByRole('row', { name: /#12/ });
    const player = within(find).getByLabelText('Player ID');
    await user.clear(player);
    await user.type(player, 'abc');
    await user.click(within(find).getByRole('button', { name: 'Find' }));
    expect(player).toHaveAccessibleDescription("Enter the player's number, such as 100042.");

    await user.clear(player);
    await user.type(player, '#100077');
    await user.click(within(find).getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Player #100077 has no free spins.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'GET',
      path: '/api/operator/casino/free-spins?user_id=100077',
    });
    expect(window.location.search).toBe('?user_id=100077&game=sandbox-fruits');
  });
});
