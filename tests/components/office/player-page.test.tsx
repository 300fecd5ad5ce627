import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PlayerPage } from '@/components/office/players/player-page';
import type { StaffPermission } from '@/lib/constants/staff';
import type { PlayerActivity, PlayerOverview, StaffNote } from '@/lib/schemas/office-players';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

const PLAYER = `${OFFICE_API}/operator/players/100011`;

const NOTE: StaffNote = {
  id: 3,
  body: 'Asked about a late payout; told him 24 h.',
  created_at: '2026-03-04T12:00:00.000Z',
  staff: { id: 9, name: 'Sam Support', email: 'sam@office.test' },
};

/** A verified player with money in two currencies, a deposit limit and a note. */
function overviewFixture(overrides: Partial<PlayerOverview> = {}): PlayerOverview {
  return {
    player: {
      id: 100011,
      email: 'ivan@example.com',
      phone: '+79991234567',
      is_email_verified: true,
      is_phone_verified: false,
      name: 'Ivan Petrov',
      legal_name: 'IVAN PETROV',
      birth_date: '1990-04-05',
      region: 'RU',
      currency: 'RUB',
      locale: 'ru',
      timezone: 'Europe/Moscow',
      register_method: 'email',
      created_at: '2026-03-01T10:00:00.000Z',
      state: 'active',
      state_reason: null,
      state_changed_at: null,
    },
    balances: [
      { currency: 'RUB', real: 790, holds: 200, bonus: 50, debt: 0 },
      { currency: 'USD', real: 20, holds: 0, bonus: 0, debt: 0 },
    ],
    kyc: { level: 1, required_level: 2, status: 'user_pending' },
    open_flags: 2,
    protection: {
      state: 'active',
      state_until: null,
      currency: 'RUB',
      limits: [
        {
          kind: 'deposit',
          period: 'week',
          amount: 5000,
          used: 1000,
          remaining: 4000,
          pending: null,
        },
      ],
      reality_check: { minutes: 30, due_at: null, session_started_at: null },
      session_ends_at: null,
      self_exclusion: null,
      net_deposits: { lifetime: 1000, last_30_days: 800 },
      review_due: false,
    },
    bonuses: [],
    vip: { level: 3, tier: 'bronze', points: 1200, next_level_points: 2000, premium: false },
    sessions: [
      {
        created_at: '2026-03-05T10:00:00.000Z',
        expires_at: '2026-04-05T10:00:00.000Z',
        revoked_at: null,
        ip: '203.0.113.7',
        country: 'RU',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      },
    ],
    devices: [
      {
        mark: 'mark-abc',
        first_seen_at: '2026-03-01T10:00:00.000Z',
        last_seen_at: '2026-03-05T10:00:00.000Z',
        other_user_ids: [100012],
      },
    ],
    fingerprints: ['fp-123'],
    notes: [NOTE],
    ...overrides,
  };
}

const LEDGER: PlayerActivity = {
  kind: 'ledger',
  account: 'real',
  currency: 'RUB',
  balance: 790,
  entries: [
    {
      id: 12,
      created_at: '2026-03-05T11:00:00.000Z',
      product: 'payments',
      reason: 'payout',
      amount: -200,
      balance: 790,
      subject: { type: 'payout', id: 'p-1' },
    },
  ],
  next: null,
};

const BETS: PlayerActivity = {
  kind: 'bets',
  bets: [
    {
      id: '41',
      product: 'games',
      game: 'dice',
      currency: 'RUB',
      stake: 10,
      payout: 19.8,
      status: 'won',
      created_at: '2026-03-05T10:30:00.000Z',
    },
  ],
  next: '2026-03-05T10:30:00.000000Z~games~00000000000000000041',
};

/** Serves the player's page; records the activity asked for and every POST. */
function playerApi(overview: () => PlayerOverview | Response) {
  const activity: URLSearchParams[] = [];
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.get(PLAYER, () => {
      const answer = overview();
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    http.get(`${PLAYER}/activity`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      activity.push(query);
      return HttpResponse.json(query.get('kind') === 'bets' ? BETS : LEDGER);
    }),
  );
  return { activity, posts };
}

const section = (name: string) => screen.getByRole('region', { name });

function render(permissions: readonly StaffPermission[] = ['players.read']) {
  return renderOffice(<PlayerPage userId={100011} />, { permissions });
}

describe("a player's page (/office/players/{id})", () => {
  it('shows the profile, money, limits, verification, devices and notes', async () => {
    playerApi(() => overviewFixture());
    render();

    expect(await screen.findByRole('heading', { name: 'Player #100011' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Players' })).toHaveAttribute(
      'href',
      '/en/office/players',
    );
    expect(screen.getByText('ivan@example.com')).toBeInTheDocument();
    expect(screen.getByText('IVAN PETROV')).toBeInTheDocument();
    // The sections are listed for a keyboard or screen-reader user to jump to.
    const jump = screen.getByRole('navigation', { name: "Sections of the player's page" });
    expect(within(jump).getByRole('link', { name: 'Notes' })).toHaveAttribute(
      'href',
      '#player-notes',
    );

    const money = section('Money and standing');
    const balances = within(money).getByRole('table', { name: 'Balances' });
    const [rub, usd] = within(balances).getAllByRole('row').slice(1);
    expect(within(rub!).getByText(/RUB\s?790\.00/)).toBeInTheDocument();
    expect(within(rub!).getByText(/RUB\s?200\.00/)).toBeInTheDocument();
    expect(within(usd!).getByText('$20.00')).toBeInTheDocument();
    expect(within(money).getByText('No bonus is running.')).toBeInTheDocument();
    expect(within(money).getByText('Level 3, Bronze')).toBeInTheDocument();
    expect(within(money).getByText('2 open')).toBeInTheDocument();
    // Only players.risk opens the risk queue.
    expect(within(money).queryByRole('link', { name: /risk queue/ })).not.toBeInTheDocument();

    const limits = section('Limits');
    expect(within(limits).getByText('Deposit limit')).toBeInTheDocument();
    expect(within(limits).getByText('Per 7 days')).toBeInTheDocument();
    expect(within(limits).getByText(/RUB\s?4,000\.00/)).toBeInTheDocument();
    expect(within(limits).getByText('Every 30 min')).toBeInTheDocument();

    const verification = section('Verification');
    expect(within(verification).getByText('Waiting for the player')).toBeInTheDocument();
    expect(within(verification).getByText('Level 2')).toBeInTheDocument();
    expect(within(verification).queryByRole('link')).not.toBeInTheDocument();

    const devices = section('Sign-ins and devices');
    expect(within(devices).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(devices).getByRole('link', { name: '#100012' })).toHaveAttribute(
      'href',
      '/en/office/players/100012',
    );
    expect(within(devices).getByText('fp-123')).toBeInTheDocument();

    const notes = section('Notes');
    expect(within(notes).getByText(NOTE.body)).toBeInTheDocument();
    expect(within(notes).getByText(/^Sam Support, /)).toBeInTheDocument();

    // No state actions without players.block.
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('links the verification and the flags to the risk section for players.risk', async () => {
    playerApi(() => overviewFixture());
    render(['players.read', 'players.risk']);
    const verification = await screen.findByRole('region', { name: 'Verification' });
    expect(
      within(verification).getByRole('link', {
        name: "Open the player's documents and decisions in the risk section",
      }),
    ).toHaveAttribute('href', '/en/office/risk/players/100011');
    expect(
      within(section('Money and standing')).getByRole('link', {
        name: 'Review them in the risk queue',
      }),
    ).toHaveAttribute('href', '/en/office/risk?user_id=100011');
  });

  it('shows the statement, then every product\u2019s bets, paged by cursor', async () => {
    const events = userEvent.setup();
    const { activity } = playerApi(() => overviewFixture());
    render();
    const panel = await screen.findByRole('region', { name: 'Activity' });
    await within(panel).findByText('Payout requested');
    expect(Object.fromEntries(activity[0]!)).toEqual({
      kind: 'ledger',
      account: 'real',
      currency: 'RUB',
      limit: '50',
    });
    expect(within(panel).getByRole('status')).toHaveTextContent(/Balance now: RUB\s?790\.00/);

    await events.selectOptions(within(panel).getByLabelText('Currency'), 'USD');
    await waitFor(() => expect(activity.at(-1)!.get('currency')).toBe('USD'));

    await events.click(within(panel).getByRole('radio', { name: 'Bets' }));
    const bets = await within(panel).findByRole('table', {
      name: 'Bets of every product, newest first',
    });
    expect(Object.fromEntries(activity.at(-1)!)).toEqual({ kind: 'bets', limit: '50' });
    expect(within(bets).getByText('dice')).toBeInTheDocument();
    expect(within(bets).getByText('Our games')).toBeInTheDocument();
    expect(within(bets).getByText('Won')).toBeInTheDocument();

    await events.click(within(panel).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(activity.at(-1)!.get('before')).toBe(BETS.next));
  });

  it('blocks the player with a reason, then announces it and takes the focus there', async () => {
    const events = userEvent.setup();
    let state: PlayerOverview['player']['state'] = 'active';
    playerApi(() => {
      const fixture = overviewFixture();
      return { ...fixture, player: { ...fixture.player, state } };
    });
    const posted: unknown[] = [];
    server.use(
      http.post(`${PLAYER}/state`, async ({ request }) => {
        posted.push(await request.json());
        state = 'blocked';
        return HttpResponse.json({
          user_id: 100011,
          state: 'blocked',
          reason: 'Chargeback',
          changed_at: new Date().toISOString(),
          sessions_ended: 1,
        });
      }),
    );
    render(['players.read', 'players.block']);

    await events.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block player #100011' });
    await events.click(within(dialog).getByRole('button', { name: 'Block' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await events.type(reason, 'Chargeback');
    await events.click(within(dialog).getByRole('button', { name: 'Block' }));
    const done = await screen.findByText('Player #100011 is blocked and signed out everywhere.');
    expect(posted).toEqual([{ state: 'blocked', reason: 'Chargeback' }]);
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    // The page reads the player again: now unblocking is what is offered.
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('adjusts the balance once per dialog, and says when a colleague must confirm it', async () => {
    const events = userEvent.setup();
    playerApi(overviewFixture);
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post(`${OFFICE_API}/operator/wallet/adjustments`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        if (body.amount === 'lots') {
          return HttpResponse.json({ errors: { amount: ['invalid_type'] } }, { status: 422 });
        }
        return HttpResponse.json(
          {
            approval: {
              id: 12,
              action: 'wallet.adjust',
              status: 'pending',
              target_type: 'adjustment',
              target_id: String(body.key),
              request: body,
              amount: 2500.5,
              currency: 'RUB',
              requested_by: 'staff:7',
              requested_by_label: 'risk@office.test',
              reason: 'Goodwill after an outage',
              decided_by: null,
              decided_by_label: null,
              decided_at: null,
              decision_note: null,
              created_at: new Date().toISOString(),
              expires_at: new Date().toISOString(),
            },
          },
          { status: 202 },
        );
      }),
    );
    render(['players.read', 'finance.adjust']);

    await events.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust the balance of player #100011' });
    await events.type(within(dialog).getByLabelText('Amount'), 'lots');
    await events.type(within(dialog).getByLabelText('Reason'), 'Goodwill after an outage');
    await events.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');

    await events.clear(within(dialog).getByLabelText('Amount'));
    await events.type(within(dialog).getByLabelText('Amount'), '2 500,50');
    await events.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await screen.findByText(/waits for a colleague.s confirmation \(approval #12\)/),
    ).toHaveAttribute('role', 'status');
    expect(posted[1]).toEqual({
      key: posted[0]!.key,
      user_id: 100011,
      currency: 'RUB',
      amount: 2500.5,
      direction: 'credit',
      kind: 'real',
      reason: 'Goodwill after an outage',
    });
    expect(String(posted[0]!.key)).toMatch(/^office:adjust:[0-9a-f-]{36}$/);
  });

  it('resends a code to a contact the player has not confirmed, and says how long to wait', async () => {
    const events = userEvent.setup();
    playerApi(() => {
      const fixture = overviewFixture();
      return {
        ...fixture,
        player: { ...fixture.player, is_email_verified: false, is_phone_verified: true },
      };
    });
    let calls = 0;
    server.use(
      http.post(`${PLAYER}/resend-code`, async ({ request }) => {
        calls += 1;
        expect(await request.json()).toEqual({ channel: 'email' });
        return calls === 1
          ? HttpResponse.json({ success: true })
          : HttpResponse.json(
              { error: 'too_many_requests' },
              { status: 429, headers: { 'Retry-After': '60' } },
            );
      }),
    );
    render();
    await events.click(await screen.findByRole('button', { name: 'Resend the e-mail code' }));
    expect(await screen.findByText(/A new code is on its way to /)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Resend the SMS code' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Resend the e-mail code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/1/);
  });

  it('offers money actions only to members who hold their permissions', async () => {
    playerApi(overviewFixture);
    render(['players.read']);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant a bonus' })).not.toBeInTheDocument();
  });

  it('adds a note, which heads the list, and leaves the box ready for the next', async () => {
    const events = userEvent.setup();
    const added: StaffNote = { ...NOTE, id: 4, body: 'Sent the documents by e-mail.' };
    let notes = [NOTE];
    playerApi(() => overviewFixture({ notes }));
    const posted: unknown[] = [];
    server.use(
      http.post(`${PLAYER}/notes`, async ({ request }) => {
        posted.push(await request.json());
        notes = [added, NOTE];
        return HttpResponse.json({ note: added }, { status: 201 });
      }),
    );
    render();
    const panel = await screen.findByRole('region', { name: 'Notes' });
    const box = within(panel).getByLabelText('New note');
    expect(box).toHaveAccessibleDescription(/cannot be edited or deleted later/);

    await events.click(within(panel).getByRole('button', { name: 'Add the note' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();

    await events.type(box, 'Sent the documents by e-mail.');
    await events.click(within(panel).getByRole('button', { name: 'Add the note' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('The note is added.');
    expect(posted).toEqual([{ body: 'Sent the documents by e-mail.' }]);
    await waitFor(() =>
      expect(
        within(within(panel).getByRole('list', { name: 'Notes, newest first' }))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('p')?.textContent),
      ).toEqual([added.body, NOTE.body]),
    );
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('says when there is no such player', async () => {
    playerApi(() =>
      HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 }),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no player #100011.');
  });
});
