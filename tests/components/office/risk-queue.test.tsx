import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RiskPage } from '@/components/office/risk/risk-page';
import type { QueuedFlag } from '@/components/office/risk/flag-types';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

const HOUR_MS = 60 * 60 * 1000;

/** A flag of the queue, raised `hoursAgo` hours ago. */
function queued(overrides: Partial<QueuedFlag> & Pick<QueuedFlag, 'id' | 'kind' | 'evidence'>) {
  return {
    user_id: 100011,
    status: 'open',
    created_at: new Date(Date.now() - 3 * HOUR_MS).toISOString(),
    decided_at: null,
    decided_by: null,
    decision_reason: null,
    player: { name: 'Ivan Petrov', email: 'ivan@example.com', kyc_level: 0, state: 'active' },
    ...overrides,
  } satisfies QueuedFlag;
}

const DUPLICATE = queued({
  id: 41,
  kind: 'duplicate_account',
  evidence: { signal: 'card', other_user_ids: [100012], payout_id: 'p1', card_last4: '4242' },
});
const LARGE = queued({
  id: 40,
  user_id: 100020,
  kind: 'large_payout',
  created_at: new Date(Date.now() - 50 * HOUR_MS).toISOString(),
  evidence: { payout_id: 'p2', payout: { amount: 250000, currency: 'RUB' }, threshold_eur: 2000 },
  player: { name: null, email: 'olga@example.com', kyc_level: 1, state: 'blocked' },
});
const COUNTRIES = queued({
  id: 39,
  kind: 'many_countries',
  evidence: { countries: { DE: 1, KZ: 2, RU: 5 }, window_days: 30 },
});
const SANCTIONS = queued({
  id: 38,
  kind: 'sanctions',
  evidence: {
    list: 'sanctions',
    name: 'IVAN PETROV',
    birth_date: '1980-01-02',
    source: 'EU consolidated list',
    score: 1,
  },
});

/** Serves the queue: `pages` by the `before` cursor; records every query asked. */
function queueApi(pages: Record<string, { flags: QueuedFlag[]; next: number | null }>) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/risk/flags`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return HttpResponse.json(pages[query.get('before') ?? 'first'] ?? { flags: [], next: null });
    }),
  );
  return asked;
}

const rows = () => screen.getAllByRole('row').slice(1);

const NO_UPLOADS = { uploads: [], total: 0, next: null };

describe('the risk queue (/office/risk)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/risk');
    server.use(
      http.get(`${OFFICE_API}/operator/risk/uploads`, () => HttpResponse.json(NO_UPLOADS)),
    );
  });

  it('lists flags newest first with their kind, player and evidence in words', async () => {
    queueApi({ first: { flags: [DUPLICATE, LARGE, COUNTRIES, SANCTIONS], next: null } });
    renderOffice(<RiskPage />);

    expect(await screen.findByRole('heading', { name: 'Risk' })).toBeInTheDocument();
    const [duplicate, large, countries, sanctions] = rows();
    expect(within(duplicate!).getByText('Duplicate account')).toBeInTheDocument();
    expect(within(duplicate!).getByText('Shares a card ending 4242 with #100012')).toBeVisible();
    expect(within(duplicate!).getByText('3 h ago')).toBeInTheDocument();
    expect(within(duplicate!).getByRole('link', { name: 'Ivan Petrov' })).toHaveAttribute(
      'href',
      '/en/office/risk/players/100011',
    );
    expect(within(duplicate!).getByText('Open')).toBeInTheDocument();

    expect(within(large!).getByText('Large payout')).toBeInTheDocument();
    expect(
      within(large!).getByText(/A payout of RUB\s?250,000\.00, the threshold is €2,000\.00/),
    ).toBeInTheDocument();
    expect(within(large!).getByText('2 days ago')).toBeInTheDocument();
    expect(within(large!).getByRole('link', { name: 'olga@example.com' })).toBeInTheDocument();
    expect(within(large!).getByText('#100020 · L1 verified · Blocked')).toBeInTheDocument();

    expect(
      within(countries!).getByText('Signed in from DE (1), KZ (2), RU (5) within 30 days'),
    ).toBeInTheDocument();
    expect(
      within(sanctions!).getByText(
        'Matches IVAN PETROV (1980-01-02) on EU consolidated list (score 100%)',
      ),
    ).toBeInTheDocument();
  });

  it('filters by status, kind and player, and pages by cursor', async () => {
    const events = userEvent.setup();
    const asked = queueApi({
      first: { flags: [DUPLICATE], next: 41 },
      '41': { flags: [LARGE], next: null },
    });
    renderOffice(<RiskPage />);
    await screen.findByText('Shares a card ending 4242 with #100012');
    expect(Object.fromEntries(asked[0]!)).toEqual({ status: 'open', limit: '50' });

    // Older, then newer again: the cursor stack.
    await events.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText(/A payout of RUB/);
    expect(asked.at(-1)!.get('before')).toBe('41');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Shares a card ending 4242 with #100012');

    const filters = screen.getByRole('form', { name: 'Risk queue filters' });
    await events.selectOptions(within(filters).getByLabelText('Status'), 'cleared');
    await events.selectOptions(within(filters).getByLabelText('Kind of flag'), 'duplicate_account');
    await events.type(within(filters).getByLabelText('Player number'), '100011');
    await events.click(within(filters).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        status: 'cleared',
        kind: 'duplicate_account',
        user_id: '100011',
        limit: '50',
      }),
    );
    // The address keeps them, so coming back from a player's page finds the same list.
    expect(window.location.search).toBe('?status=cleared&kind=duplicate_account&user_id=100011');

    await events.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({ status: 'open', limit: '50' }),
    );
    expect(window.location.search).toBe('');
  });

  it('starts from the filters in the address, and refuses a player number that is not one', async () => {
    const events = userEvent.setup();
    window.history.replaceState(null, '', '/en/office/risk?status=more_requested&kind=pep');
    const asked = queueApi({ first: { flags: [], next: null } });
    renderOffice(<RiskPage />);
    expect(await screen.findByText('No flags match these filters.')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({
      status: 'more_requested',
      kind: 'pep',
      limit: '50',
    });

    const player = screen.getByLabelText('Player number');
    await events.type(player, 'abc');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(player).toHaveAttribute('aria-invalid', 'true');
    expect(player).toHaveAccessibleDescription("Enter the player's number, digits only.");
    expect(asked).toHaveLength(1);
  });

  it('refuses a decision without a reason on its field, then asks the player for a level', async () => {
    const events = userEvent.setup();
    queueApi({ first: { flags: [DUPLICATE], next: null } });
    const decided: unknown[] = [];
    server.use(
      http.post(`${OFFICE_API}/operator/risk/flags/41/decide`, async ({ request }) => {
        decided.push(await request.json());
        return HttpResponse.json({
          flag: {
            ...DUPLICATE,
            status: 'more_requested',
            decided_at: new Date().toISOString(),
            decided_by: 'staff:7',
            decision_reason: 'Same card as another account',
          },
        });
      }),
    );
    renderOffice(<RiskPage />);
    await events.click(
      await screen.findByRole('button', { name: 'Decide: Duplicate account, flag #41' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decide flag #41' });
    expect(
      within(dialog).getByText(
        'Duplicate account, player #100011: Shares a card ending 4242 with #100012.',
      ),
    ).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Clear the flag' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Give a reason\./);
    expect(reason).toHaveFocus();
    expect(decided).toEqual([]);

    await events.click(
      within(dialog).getByRole('radio', { name: 'Ask the player for verification' }),
    );
    // The level starts one above what the player has verified.
    expect(within(dialog).getByLabelText('Level to ask for')).toHaveValue('1');
    await events.selectOptions(within(dialog).getByLabelText('Level to ask for'), '2');
    await events.type(reason, 'Same card as another account');
    await events.click(within(dialog).getByRole('button', { name: 'Ask for level 2' }));

    expect(await screen.findByText('Flag #41: level 2 is asked of the player.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(decided).toEqual([
      { decision: 'request', level: 2, reason: 'Same card as another account' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the API refusal on its field and in an alert', async () => {
    const events = userEvent.setup();
    queueApi({ first: { flags: [DUPLICATE], next: null } });
    server.use(
      http.post(`${OFFICE_API}/operator/risk/flags/41/decide`, () =>
        HttpResponse.json({ errors: { reason: ['too_big: Too long'] } }, { status: 422 }),
      ),
    );
    renderOffice(<RiskPage />);
    await events.click(
      await screen.findByRole('button', { name: 'Decide: Duplicate account, flag #41' }),
    );
    const dialog = screen.getByRole('dialog');
    await events.click(within(dialog).getByRole('radio', { name: 'Block the account' }));
    await events.type(within(dialog).getByLabelText('Reason'), 'Fraud ring');
    await events.click(within(dialog).getByRole('button', { name: 'Block the account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Check the highlighted fields.',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a flag decided meanwhile (409 flag_decided) closes the dialog and reloads the row', async () => {
    const events = userEvent.setup();
    let decidedElsewhere = false;
    server.use(
      http.get(`${OFFICE_API}/operator/risk/flags`, () =>
        HttpResponse.json({
          flags: [
            decidedElsewhere
              ? {
                  ...DUPLICATE,
                  status: 'cleared',
                  decided_by: 'staff:3',
                  decided_at: new Date().toISOString(),
                  decision_reason: 'Family card',
                }
              : DUPLICATE,
          ],
          next: null,
        }),
      ),
      http.post(`${OFFICE_API}/operator/risk/flags/41/decide`, () => {
        decidedElsewhere = true;
        return HttpResponse.json(
          { error: 'flag_decided', message: 'The flag is decided' },
          { status: 409 },
        );
      }),
    );
    renderOffice(<RiskPage />);
    await events.click(
      await screen.findByRole('button', { name: 'Decide: Duplicate account, flag #41' }),
    );
    const dialog = screen.getByRole('dialog');
    await events.type(within(dialog).getByLabelText('Reason'), 'Looks fine');
    await events.click(within(dialog).getByRole('button', { name: 'Clear the flag' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Flag #41 was already decided by someone else; the list shows its decision now.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [row] = rows();
    await waitFor(() => expect(within(row!).getByText('Cleared')).toBeInTheDocument());
    expect(within(row!).getByText('Staff member #3, ', { exact: false })).toBeInTheDocument();
    expect(within(row!).getByText('Family card')).toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: /Decide/ })).not.toBeInTheDocument();
  });

  it('tells a member without players.risk that the section is not theirs', async () => {
    renderOffice(<RiskPage />, { permissions: ['audit.read'] });
    expect(screen.getByRole('heading', { name: 'Risk' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not give access');
  });

  it('speaks Russian', async () => {
    queueApi({ first: { flags: [DUPLICATE], next: null } });
    renderOffice(<RiskPage />, { locale: 'ru' });
    expect(
      await screen.findByText('Совпадает карта с окончанием 4242 с #100012'),
    ).toBeInTheDocument();
    const [row] = rows();
    expect(within(row!).getByText('Дубликат аккаунта')).toBeInTheDocument();
    expect(within(row!).getByText('3 ч назад')).toBeInTheDocument();
    expect(
      within(row!).getByRole('button', { name: 'Решить: Дубликат аккаунта, флаг №41' }),
    ).toBeVisible();
  });

  it('lists the documents waiting for review, oldest first, each opening its player', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${OFFICE_API}/operator/risk/flags`, () =>
        HttpResponse.json({ flags: [], next: null }),
      ),
      http.get(`${OFFICE_API}/operator/risk/uploads`, ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        asked.push(after);
        const upload = {
          id: after
            ? '00000000-0000-4000-8000-000000000002'
            : '00000000-0000-4000-8000-000000000001',
          user_id: after ? 100012 : 100011,
          file_name: after ? 'salary.pdf' : 'bank-statement.pdf',
          mime: 'application/pdf',
          size: 204_800,
          created_at: new Date(Date.now() - 5 * HOUR_MS).toISOString(),
          player: { name: after ? null : 'Ivan Petrov', email: 'p@example.com', kyc_level: 2 },
        };
        return HttpResponse.json({
          uploads: [upload],
          total: 2,
          next: after ? null : '2026-11-29T10:00:00.000Z_00000000-0000-4000-8000-000000000001',
        });
      }),
    );
    renderOffice(<RiskPage />);
    const queue = await screen.findByRole('region', { name: 'Documents to review (2)' });
    expect(within(queue).getByRole('link', { name: 'Ivan Petrov' })).toHaveAttribute(
      'href',
      '/en/office/risk/players/100011',
    );
    expect(within(queue).getByText('200 KB')).toBeInTheDocument();
    expect(within(queue).getByText('5 h ago')).toBeInTheDocument();
    // The queue is oldest first: its next page is of later uploads.
    expect(within(queue).getByRole('button', { name: 'Earlier' })).toBeDisabled();
    await userEvent.click(within(queue).getByRole('button', { name: 'Later' }));
    expect(
      await within(queue).findByRole('link', { name: 'Review salary.pdf of player #100012' }),
    ).toHaveAttribute('href', '/en/office/risk/players/100012');
    expect(asked).toEqual([null, '2026-11-29T10:00:00.000Z_00000000-0000-4000-8000-000000000001']);
  });
});
