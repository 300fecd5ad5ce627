import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PlayersPage } from '@/components/office/players/players-page';
import type { PlayerRow, PlayerSearchPage } from '@/lib/schemas/office-players';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice, captureDownloads } from './office-render';

function row(overrides: Partial<PlayerRow> & Pick<PlayerRow, 'id'>): PlayerRow {
  return {
    email: 'ivan@example.com',
    phone: '+79991234567',
    name: 'Ivan Petrov',
    legal_name: null,
    currency: 'RUB',
    state: 'active',
    kyc_level: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    last_sign_in_at: '2026-03-05T10:00:00.000Z',
    real_balance: 1234.5,
    matched: [],
    ...overrides,
  };
}

const IVAN = row({ id: 100011, matched: ['name'] });
const OLGA = row({
  id: 100020,
  name: null,
  email: 'olga@example.com',
  phone: null,
  state: 'blocked',
  kyc_level: 0,
  last_sign_in_at: null,
  matched: ['email', 'payment'],
});

/** Serves the search: a page per `before` cursor; records every query asked. */
function searchApi(
  pages: Record<string, PlayerSearchPage>,
  answer?: (query: URLSearchParams) => Response | undefined,
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/players`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return (
        answer?.(query) ??
        HttpResponse.json(pages[query.get('before') ?? 'first'] ?? { players: [], next: null })
      );
    }),
  );
  return asked;
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('the player search (/office/players)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/players');
    window.localStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists players newest first with their contacts, state, level and real balance', async () => {
    searchApi({ first: { players: [IVAN, OLGA], next: null } });
    renderOffice(<PlayersPage />, { permissions: ['players.read'] });

    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Ivan Petrov' });
    const [ivan, olga] = rows();
    expect(within(ivan!).getByRole('link', { name: 'Ivan Petrov' })).toHaveAttribute(
      'href',
      '/en/office/players/100011',
    );
    expect(within(ivan!).getByText('+79991234567')).toBeInTheDocument();
    expect(within(ivan!).getByText('Active')).toBeInTheDocument();
    expect(within(ivan!).getByText('Verified: L1')).toBeInTheDocument();
    expect(within(ivan!).getByText(/RUB\s?1,234\.50/)).toBeInTheDocument();
    // A player without a name is named by the e-mail; never signed in says so.
    expect(within(olga!).getByRole('link', { name: 'olga@example.com' })).toBeInTheDocument();
    expect(within(olga!).getByText('Blocked')).toBeInTheDocument();
    expect(within(olga!).getByText('Never signed in')).toBeInTheDocument();
    // Nothing was searched for: no "found by" column.
    expect(screen.queryByRole('columnheader', { name: 'Found by' })).not.toBeInTheDocument();
  });

  it('searches by any key, keeps the search in the address, and pages by cursor', async () => {
    const events = userEvent.setup();
    const asked = searchApi({
      first: { players: [IVAN], next: 100011 },
      '100011': { players: [OLGA], next: null },
    });
    renderOffice(<PlayersPage />, { permissions: ['players.read'] });
    await screen.findByRole('link', { name: 'Ivan Petrov' });
    expect(Object.fromEntries(asked[0]!)).toEqual({ limit: '50' });

    const search = screen.getByRole('search', { name: 'Find players' });
    const box = within(search).getByLabelText('Number, e-mail, phone, name, device or card');
    expect(box).toHaveAccessibleDescription(
      'An exact e-mail, phone, device or card number; the beginning of a name.',
    );
    await events.type(box, '  4111 1111 1111 1111 ');
    await events.selectOptions(within(search).getByLabelText('Account'), 'blocked');
    await events.selectOptions(within(search).getByLabelText('Verified level'), '2');
    await events.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        q: '4111 1111 1111 1111',
        state: 'blocked',
        kyc_level: '2',
        limit: '50',
      }),
    );
    expect(window.location.search).toBe('?q=4111+1111+1111+1111&state=blocked&kyc_level=2');
    // What each player was found by.
    expect(await screen.findByRole('columnheader', { name: 'Found by' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Name')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByRole('link', { name: 'olga@example.com' });
    expect(asked.at(-1)!.get('before')).toBe('100011');
    expect(within(rows()[0]!).getByText('E-mail')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Card or wallet')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({ limit: '50' }));
    expect(window.location.search).toBe('');
  });

  it('starts from the search in the address, and says when nobody matches', async () => {
    window.history.replaceState(null, '', '/en/office/players?q=zz%40nowhere.test&state=closed');
    const asked = searchApi({ first: { players: [], next: null } });
    renderOffice(<PlayersPage />, { permissions: ['players.read'] });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nobody matches “zz@nowhere.test”.',
    );
    expect(Object.fromEntries(asked[0]!)).toEqual({
      q: 'zz@nowhere.test',
      state: 'closed',
      limit: '50',
    });
    expect(screen.getByLabelText('Number, e-mail, phone, name, device or card')).toHaveValue(
      'zz@nowhere.test',
    );
  });

  it("shows the API's refusal of a query on its field", async () => {
    const events = userEvent.setup();
    searchApi({ first: { players: [IVAN], next: null } }, (query) =>
      query.get('q')
        ? HttpResponse.json(
            { errors: { q: ['too_long: This value is too long'] } },
            { status: 422 },
          )
        : undefined,
    );
    renderOffice(<PlayersPage />, { permissions: ['players.read'] });
    await screen.findByRole('link', { name: 'Ivan Petrov' });
    const box = () => screen.getByLabelText('Number, e-mail, phone, name, device or card');
    await events.type(box(), 'x{Enter}');
    // The form is drawn anew for the search it applies; the refusal sits on its box.
    await waitFor(() => expect(box()).toHaveAttribute('aria-invalid', 'true'));
    expect(box()).toHaveValue('x');
    expect(box()).toHaveAccessibleDescription(/too long/i);
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
  });

  it('exports every page of the same search as CSV', async () => {
    const events = userEvent.setup();
    const files = captureDownloads();
    window.history.replaceState(null, '', '/en/office/players?q=petrov');
    const asked = searchApi({
      first: { players: [IVAN], next: 100011 },
      '100011': { players: [OLGA], next: null },
    });
    renderOffice(<PlayersPage />, { permissions: ['players.read'] });
    await screen.findByRole('link', { name: 'Ivan Petrov' });
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked.slice(1).map((query) => Object.fromEntries(query))).toEqual([
      { q: 'petrov', limit: '200' },
      { q: 'petrov', limit: '200', before: '100011' },
    ]);
    expect(files[0]!.name).toMatch(/^players-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe('Player,Contacts,Account,Real balance,Registered and seen,Found by');
    expect(lines[1]).toMatch(
      /^Ivan Petrov · #100011,ivan@example.com \+79991234567,Active · Verified: L1,/,
    );
    expect(lines[2]).toMatch(/ · Never signed in","E-mail, Card or wallet"$/);
  });

  it('is refused to a member without players.read', () => {
    renderOffice(<PlayersPage />, { permissions: ['sports.trade'] });
    expect(screen.getByRole('heading', { name: 'Players' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not give access');
  });
});
