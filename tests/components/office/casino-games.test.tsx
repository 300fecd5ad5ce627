import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CasinoGamesPage } from '@/components/office/casino/games-page';
import { CasinoStudiosPage } from '@/components/office/casino/studios-page';
import type { OfficeCasinoGame, OperatorCasinoProvidersAnswer } from '@/lib/schemas/casino-office';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { OFFICE_API, renderOffice } from './office-render';

function game(overrides: Partial<OfficeCasinoGame> & Pick<OfficeCasinoGame, 'id' | 'slug'>) {
  return {
    name: { ru: 'Игра', en: 'Game', kz: 'Ойын' },
    provider: { slug: 'arcada-originals', name: 'Arcada Originals', enabled: true },
    aggregator: 'sandbox',
    external_code: overrides.slug,
    kind: 'slot',
    rtp: '96.50',
    volatility: 'medium',
    has_demo: true,
    has_free_spins: true,
    image: null,
    enabled: true,
    available: true,
    visible: true,
    blocked_countries: [],
    created_at: '2026-03-01T10:00:00.000Z',
    synced_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  } satisfies OfficeCasinoGame;
}

const AURORA = game({
  id: 3,
  slug: 'aurora-gems',
  name: { ru: 'Самоцветы', en: 'Aurora Gems', kz: 'Асылдар' },
  external_code: 'vs20aurora',
});
const ROULETTE = game({
  id: 2,
  slug: 'roulette-live',
  name: { ru: 'Живая рулетка', en: 'Roulette Live', kz: 'Рулетка' },
  provider: { slug: 'steppe-studio', name: 'Steppe Studio', enabled: false },
  kind: 'live',
  rtp: null,
  has_free_spins: false,
  visible: false,
});

const PROVIDERS: OperatorCasinoProvidersAnswer = {
  providers: [
    {
      slug: 'arcada-originals',
      name: 'Arcada Originals',
      enabled: true,
      games: { total: 3, playable: 3, off: 0, unlisted: 0 },
      aggregators: ['sandbox'],
    },
    {
      slug: 'steppe-studio',
      name: 'Steppe Studio',
      enabled: false,
      games: { total: 2, playable: 2, off: 0, unlisted: 0 },
      aggregators: ['sandbox'],
    },
  ],
  aggregators: [
    {
      aggregator: 'sandbox',
      configured: true,
      games: 5,
      last_synced_at: '2026-03-02T10:00:00.000Z',
    },
    { aggregator: 'hub88', configured: false, games: 0, last_synced_at: null },
    { aggregator: 'slotegrator', configured: false, games: 0, last_synced_at: null },
  ],
};

/** Serves the catalogue and the studios; records every list query and every switch. */
function catalogueApi(games: OfficeCasinoGame[] = [AURORA, ROULETTE]) {
  const asked: URLSearchParams[] = [];
  const switches: { path: string; body: unknown; auth: string | null }[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/casino/games`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ games, next: null });
    }),
    http.get(`${OFFICE_API}/operator/casino/providers`, () => HttpResponse.json(PROVIDERS)),
    http.put(`${OFFICE_API}/operator/casino/:what/:slug`, async ({ request, params }) => {
      const body = (await request.json()) as { enabled: boolean; reason: string };
      switches.push({
        path: new URL(request.url).pathname,
        body,
        auth: request.headers.get('authorization'),
      });
      return HttpResponse.json({ slug: params.slug, enabled: body.enabled });
    }),
  );
  return { asked, switches };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the casino games (/office/casino)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/casino');
    navigation.set('/en/office/casino');
  });

  it('lists every game with what players see of it, hidden ones too', async () => {
    catalogueApi();
    renderOffice(<CasinoGamesPage />, { permissions: ['casino.manage'] });

    expect(await screen.findByRole('heading', { name: 'Casino', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    const aurora = await waitFor(() => rowOf('Aurora Gems'));
    expect(within(aurora).getByText('aurora-gems')).toBeInTheDocument();
    expect(within(aurora).getByText('vs20aurora')).toBeInTheDocument();
    expect(within(aurora).getByText('Sandbox (local)')).toBeInTheDocument();
    expect(within(aurora).getByText('Shown')).toBeInTheDocument();
    expect(within(aurora).getByText('RTP 96.50%')).toBeInTheDocument();
    const roulette = rowOf('Roulette Live');
    expect(within(roulette).getByText('Hidden')).toBeInTheDocument();
    expect(within(roulette).getAllByText('Studio hidden').length).toBeGreaterThan(0);
    expect(within(roulette).getByText('RTP not declared')).toBeInTheDocument();
    expect(
      within(aurora).getByRole('link', { name: 'Grant free spins on Aurora Gems' }),
    ).toHaveAttribute('href', '/en/office/casino/free-spins?game=aurora-gems');
  });

  it('hides a game after saying what players will see, with a reason, and updates its row', async () => {
    const { switches, asked } = catalogueApi();
    renderOffice(<CasinoGamesPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hide Aurora Gems' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide Aurora Gems?' });
    expect(
      within(dialog).getByText(/Players will no longer see Aurora Gems: it leaves the lobby/),
    ).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription(
      'Kept in the audit trail with your name; players do not see it.',
    );
    expect(switches).toEqual([]);
    await user.type(reason, '  Licence withdrawn in KZ  ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the game' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(switches).toEqual([
      {
        path: '/api/operator/casino/games/aurora-gems',
        body: { enabled: false, reason: 'Licence withdrawn in KZ' },
        auth: 'Bearer staff-token',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Aurora Gems is hidden from players.');
    const aurora = rowOf('Aurora Gems');
    expect(within(aurora).getByText('Hidden')).toBeInTheDocument();
    expect(within(aurora).getByText('Hidden here')).toBeInTheDocument();
    // The same button, now the other way, has the focus back.
    expect(within(aurora).getByRole('button', { name: 'Show Aurora Gems' })).toHaveFocus();
    // Changed in place: the list was not asked again.
    expect(asked).toHaveLength(1);
  });

  it('says a game shown again stays hidden while its studio is', async () => {
    const { switches } = catalogueApi([{ ...ROULETTE, enabled: false }]);
    renderOffice(<CasinoGamesPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Show Roulette Live' }));
    const dialog = screen.getByRole('dialog', { name: 'Show Roulette Live?' });
    expect(
      within(dialog).getByText(
        /Its studio Steppe Studio is hidden, so players will still not see it/,
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Back after the audit');
    await user.click(within(dialog).getByRole('button', { name: 'Show the game' }));
    await waitFor(() => expect(switches).toHaveLength(1));
    expect(switches[0]!.body).toEqual({ enabled: true, reason: 'Back after the audit' });
    const roulette = await waitFor(() => rowOf('Roulette Live'));
    expect(
      within(roulette).getByRole('button', { name: 'Hide Roulette Live' }),
    ).toBeInTheDocument();
    expect(within(roulette).getByText('Hidden')).toBeInTheDocument();
  });

  it('switches nothing without a reason, and shows the API refusing one on the field', async () => {
    const { switches } = catalogueApi();
    server.use(
      http.put(`${OFFICE_API}/operator/casino/games/:slug`, async ({ request }) => {
        switches.push({
          path: new URL(request.url).pathname,
          body: await request.json(),
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json({ errors: { reason: ['required'] } }, { status: 422 });
      }),
    );
    renderOffice(<CasinoGamesPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hide Aurora Gems' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide Aurora Gems?' });
    const reason = within(dialog).getByLabelText('Reason');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the game' }));
    expect(reason).toHaveAccessibleDescription(/Give a reason\./);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    // Blank is no reason either.
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the game' }));
    expect(reason).toHaveAccessibleDescription(/Give a reason\./);
    expect(switches).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Hide Aurora Gems?' })).toBeInTheDocument();

    // A reason the API refuses shows its word on the field; the row stays as it was.
    await user.type(reason, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the game' }));
    await waitFor(() => expect(switches).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Check the highlighted fields.',
    );
    expect(reason).toHaveAccessibleDescription(/This field is required/);
    expect(within(rowOf('Aurora Gems')).getByText('Shown')).toBeInTheDocument();

    // Cancelled: nothing more is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(switches).toHaveLength(1);
  });

  it('searches by name and studio, and keeps the filters in the address', async () => {
    const { asked } = catalogueApi();
    renderOffice(<CasinoGamesPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    await screen.findByRole('button', { name: 'Hide Aurora Gems' });
    await user.type(screen.getByLabelText('Name or slug'), 'aurora');
    await user.selectOptions(await screen.findByLabelText('Studio'), 'arcada-originals');
    await user.selectOptions(screen.getByLabelText('Players see it'), 'hidden');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(asked).toHaveLength(2));
    expect(Object.fromEntries(asked[1]!)).toEqual({
      q: 'aurora',
      provider: 'arcada-originals',
      visible: 'hidden',
      limit: '50',
    });
    expect(window.location.search).toBe('?q=aurora&provider=arcada-originals&visible=hidden');
  });

  it('shows nothing of the section without casino.manage', async () => {
    catalogueApi();
    renderOffice(<CasinoGamesPage />, { permissions: ['players.read'] });
    expect(screen.getByRole('heading', { name: 'Casino' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the casino studios (/office/casino/studios)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/casino/studios');
    navigation.set('/en/office/casino/studios');
  });

  it('shows a hidden studio again after saying how many games come back', async () => {
    const { switches } = catalogueApi();
    renderOffice(<CasinoStudiosPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    const steppe = await waitFor(() => rowOf('Steppe Studio'));
    expect(within(steppe).getByText('Hidden')).toBeInTheDocument();
    await user.click(within(steppe).getByRole('button', { name: 'Show the studio Steppe Studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Show the studio Steppe Studio?' });
    expect(
      within(dialog).getByText('Players will see the games of Steppe Studio again: 2 games.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Contract renewed');
    await user.click(within(dialog).getByRole('button', { name: 'Show the studio' }));
    await waitFor(() =>
      expect(switches).toEqual([
        {
          path: '/api/operator/casino/providers/steppe-studio',
          body: { enabled: true, reason: 'Contract renewed' },
          auth: 'Bearer staff-token',
        },
      ]),
    );
    expect(
      await screen.findByText('The studio Steppe Studio is shown to players again.'),
    ).toBeVisible();
  });
});
