import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CatalogueGrid, FIRST_ROW_TILES } from '@/components/catalogue/catalogue-grid';
import { ModalHost } from '@/components/modals/modal-host';
import type { CasinoGameSummary, CasinoGamesAnswer } from '@/lib/schemas/casino';
import { server } from '../msw/server';
import { loadAllModals } from '../support/modals';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';

beforeAll(loadAllModals);

const GAMES = `${API}/casino/games`;

function tile(slug: string, fields: Partial<CasinoGameSummary> = {}): CasinoGameSummary {
  const name = slug.replace(/-/g, ' ');
  return {
    slug,
    name: { ru: name, en: name, kz: name },
    provider: { slug: 'pragmatic-play', name: 'Pragmatic Play' },
    kind: 'slot',
    image: `/api/casino/images/${'a'.repeat(64)}.svg`,
    tags: ['popular'],
    rtp: '96.50',
    volatility: 'high',
    has_demo: true,
    has_free_spins: false,
    tables: null,
    ...fields,
  };
}

const INITIAL: CasinoGamesAnswer = {
  games: [
    tile('gates-of-olympus', { tags: ['popular', 'free-spins'] }),
    tile('book-of-dead', {
      provider: { slug: 'play-n-go', name: "Play'n GO" },
      has_demo: false,
      tags: ['new'],
    }),
  ],
  next_cursor: 'page-2',
};

const PROVIDERS = [
  { slug: 'play-n-go', name: "Play'n GO", games: 1 },
  { slug: 'pragmatic-play', name: 'Pragmatic Play', games: 7 },
];

/** Every query the grid sent, as search parameters. */
let queries: URLSearchParams[];
/** What the API answers for the visitor's own first page (the default filters, no cursor). */
let visitorsPage: CasinoGamesAnswer;

const DEFAULT_QUERY = 'kind=slot&sort=popular&lang=en&limit=24';

/** The grid's own first request: the default filters' first page, as the server HTML has it. */
const isVisitorsPage = (query: URLSearchParams) => query.toString() === DEFAULT_QUERY;

/** Answers the grid's queries; the visitor's own first page gets `visitorsPage`. */
function answerGames(answer: (query: URLSearchParams) => CasinoGamesAnswer) {
  server.use(
    http.get(GAMES, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(isVisitorsPage(query) ? visitorsPage : answer(query));
    }),
  );
}

/** The queries the grid sent after its own first page. */
const laterQueries = () => queries.filter((query) => !isVisitorsPage(query));

function renderGrid(initial: CasinoGamesAnswer = INITIAL) {
  return renderWithSession(
    <>
      <CatalogueGrid kind="slot" basePath="/games/slots" initial={initial} providers={PROVIDERS} />
      <ModalHost />
    </>,
  );
}

beforeEach(() => {
  resetSession();
  queries = [];
  visitorsPage = INITIAL;
  answerGames(() => ({ games: [], next_cursor: null }));
});

describe('the catalogue grid', () => {
  it("shows the server's first page: artwork, name, studio, Play and Demo", async () => {
    renderGrid();
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    const gates = within(tiles[0]!);
    expect(gates.getByRole('heading', { name: 'gates of olympus' })).toBeInTheDocument();
    expect(gates.getByText('Pragmatic Play')).toBeInTheDocument();
    expect(gates.getByRole('link', { name: 'Play: gates of olympus' })).toHaveAttribute(
      'href',
      '/en/games/slots/gates-of-olympus/play',
    );
    expect(gates.getByRole('link', { name: 'Demo: gates of olympus' })).toHaveAttribute(
      'href',
      '/en/games/slots/gates-of-olympus/demo',
    );
    const image = tiles[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('width', '360');
    expect(image).toHaveAttribute('height', '270');
    // No demo, no Demo link.
    expect(within(tiles[1]!).queryByRole('link', { name: /Demo/ })).toBeNull();
    // Categories come from the tags the games carry.
    const chips = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Popular', 'New', 'Free spins', 'Favourites']);
    // The HTML is every visitor's: the grid asks for this visitor's own first page once.
    await waitFor(() => expect(queries.map(String)).toEqual([DEFAULT_QUERY]));
  });

  it("replaces the server's page with the visitor's own: blocked games go, favourites show", async () => {
    signIn();
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
      http.get(`${API}/casino/recent`, () => HttpResponse.json({ games: [] })),
    );
    // book-of-dead is blocked in the player's country; gates-of-olympus is a favourite.
    visitorsPage = {
      games: [tile('gates-of-olympus', { is_favourite: true })],
      next_cursor: null,
    };
    renderGrid();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(
      await screen.findByRole('button', { name: 'Remove gates of olympus from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'book of dead' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it("loads the first row's artwork at once and the rest when scrolled near", () => {
    const games = Array.from({ length: FIRST_ROW_TILES + 2 }, (_, index) => tile(`game-${index}`));
    visitorsPage = { games, next_cursor: null };
    renderGrid({ games, next_cursor: null });
    const images = screen.getAllByRole('listitem').map((item) => item.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(FIRST_ROW_TILES).fill('eager'),
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      ...Array<string>(FIRST_ROW_TILES).fill('high'),
      null,
      null,
    ]);
  });

  it('asks for one studio when the provider filter changes', async () => {
    const user = userEvent.setup();
    answerGames((query) => ({
      games: query.get('provider') === 'play-n-go' ? [tile('book-of-dead')] : [],
      next_cursor: null,
    }));
    renderGrid();
    await user.selectOptions(screen.getByLabelText('Provider'), 'play-n-go');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'book of dead' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('provider')).toBe('play-n-go');
    expect(queries.at(-1)?.get('kind')).toBe('slot');
  });

  it('filters by category chip', async () => {
    const user = userEvent.setup();
    answerGames(() => ({ games: [tile('fresh-game')], next_cursor: null }));
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('heading', { name: 'fresh game' });
    expect(queries.at(-1)?.get('category')).toBe('new');
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches once typing settles, and says when nothing matches', async () => {
    const user = userEvent.setup();
    answerGames(() => ({ games: [], next_cursor: null }));
    renderGrid();
    await user.type(screen.getByLabelText('Search'), 'zzz');
    await screen.findByText('No games found');
    // One request for the whole word, not one per letter.
    expect(laterQueries().map((query) => query.get('q'))).toEqual(['zzz']);
  });

  it('loads the next page by its cursor', async () => {
    const user = userEvent.setup();
    answerGames((query) => ({
      games: query.get('cursor') === 'page-2' ? [tile('third-game')] : [],
      next_cursor: null,
    }));
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Show more games' }));
    await screen.findByRole('heading', { name: 'third game' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(laterQueries().map((query) => query.get('cursor'))).toEqual(['page-2']);
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('opens the Login modal when a guest taps a heart', async () => {
    const user = userEvent.setup();
    const puts: string[] = [];
    server.use(
      http.put(`${API}/casino/favourites/:slug`, ({ params }) => {
        puts.push(String(params.slug));
        return HttpResponse.json({ slug: params.slug, is_favourite: true });
      }),
    );
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Add gates of olympus to favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("marks a player's favourite at once and tells the API", async () => {
    const user = userEvent.setup();
    signIn();
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
      http.get(`${API}/casino/recent`, () => HttpResponse.json({ games: [] })),
    );
    answerGames(() => INITIAL);
    const puts: string[] = [];
    server.use(
      http.put(`${API}/casino/favourites/:slug`, ({ params }) => {
        puts.push(String(params.slug));
        return HttpResponse.json({ slug: params.slug, is_favourite: true });
      }),
    );
    renderGrid();
    const heart = screen.getByRole('button', { name: 'Add gates of olympus to favourites' });
    await user.click(heart);
    expect(
      await screen.findByRole('button', { name: 'Remove gates of olympus from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(puts).toEqual(['gates-of-olympus']));
  });

  it("shows a player's recently played games", async () => {
    signIn();
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
      http.get(`${API}/casino/recent`, () =>
        HttpResponse.json({ games: [tile('recent-game'), tile('live-one', { kind: 'live' })] }),
      ),
    );
    answerGames(() => INITIAL);
    renderGrid();
    const row = await screen.findByRole('region', { name: 'Recently played' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['recent game']);
  });
});
