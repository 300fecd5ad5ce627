import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FairTools } from '@/components/fair/fair-tools';
import { modalAtom } from '@/lib/atoms/modal';
import { playDice } from '@/lib/games/dice/play';
import { hashServerSeed } from '@/lib/games/fair/seeds';
import { playKeno } from '@/lib/games/keno/play';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

const SERVER_SEED = '0123456789abcdef'.repeat(4);
const NEXT_SEED = 'fedcba9876543210'.repeat(4);

const fixed = (value: number) => value.toFixed(2);
const percent = (value: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 3 }).format(value / 100);

function signedIn() {
  signIn();
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/fair/seeds`, () =>
      HttpResponse.json({
        server_seed_hash: hashServerSeed(SERVER_SEED),
        client_seed: 'old-client',
        nonce: 3,
      }),
    ),
  );
}

async function fill(label: string, value: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

beforeEach(resetSession);

describe('/fair verifier', () => {
  it('reproduces a dice roll from fixed seeds with lib/games and shows the seed’s SHA-256', async () => {
    const user = userEvent.setup();
    renderWithSession(<FairTools />);
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'player seed', nonce: 7 };
    const expected = playDice(seeds, { target: 33.5, direction: 'over' });

    await fill('Server seed', SERVER_SEED);
    await fill('Client seed', 'player seed');
    await fill('Nonce', '7');
    await fill('Target', '33.5');
    await user.selectOptions(screen.getByLabelText('Direction'), 'over');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const result = screen.getByRole('status');
    expect(result).toHaveTextContent(hashServerSeed(SERVER_SEED));
    expect(result).toHaveTextContent(
      `Roll ${fixed(expected.roll)} (win chance ${percent(expected.winChance)}): ${expected.win ? 'win' : 'loss'}`,
    );
    // No hash given: nothing to compare.
    expect(result).not.toHaveTextContent(/matches|does not match/);
  });

  it('names the fields it cannot use', async () => {
    const user = userEvent.setup();
    renderWithSession(<FairTools />);
    await fill('Server seed', 'not-hex');
    await fill('Nonce', '-1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Server seed')).toHaveAccessibleDescription(
      'A server seed is 64 hexadecimal characters',
    );
    expect(screen.getByLabelText('Client seed')).toHaveAccessibleDescription(
      'A client seed is 1 to 64 Latin letters, digits or symbols',
    );
    expect(screen.getByLabelText('Nonce')).toHaveAccessibleDescription(
      'The nonce is a whole number from 0',
    );
  });

  it('is filled in from the query string and answers at once when it has the server seed', () => {
    navigation.set(
      `/fair?game=keno&server_seed=${SERVER_SEED}&client_seed=abc&nonce=5&picks=1,%202,%2040&risk=high&hash=${'0'.repeat(64)}`,
    );
    renderWithSession(<FairTools />);
    expect(screen.getByLabelText('Game')).toHaveValue('keno');
    expect(screen.getByLabelText('Picked numbers')).toHaveValue('1, 2, 40');
    expect(screen.getByLabelText('Risk')).toHaveValue('high');
    const expected = playKeno(
      { serverSeed: SERVER_SEED, clientSeed: 'abc', nonce: 5 },
      { picks: [1, 2, 40], risk: 'high' },
    );
    const result = screen.getByRole('status');
    expect(result).toHaveTextContent(`Drawn: ${expected.drawn.join(', ')}.`);
    expect(result).toHaveTextContent('It does not match the hash you entered.');
  });
});

describe('/fair seeds', () => {
  it('asks a guest to log in', async () => {
    const user = userEvent.setup();
    const { store } = renderWithSession(<FairTools />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toBe('Login');
  });

  it('changes the client seed', async () => {
    signedIn();
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API}/api/v2/fair/client-seed`, async ({ request }) => {
        const body = (await request.json()) as { client_seed: string };
        bodies.push(body);
        return HttpResponse.json({
          server_seed_hash: hashServerSeed(SERVER_SEED),
          client_seed: body.client_seed,
          nonce: 3,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithSession(<FairTools />);
    const field = await screen.findByLabelText('New client seed');
    expect(field).toHaveValue('old-client');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save client seed' }));
    expect(field).toHaveAccessibleDescription('Enter a client seed');
    await user.type(field, 'lucky 7');
    await user.click(screen.getByRole('button', { name: 'Save client seed' }));
    expect(await screen.findByText('The client seed is saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ client_seed: 'lucky 7' }]);
    const seeds = screen.getByRole('region', { name: 'Your seeds' });
    expect(within(seeds).getByText('lucky 7')).toBeVisible();
  });

  it('rotates, reveals the server seed and verifies the pair’s last bet with it', async () => {
    signedIn();
    server.use(
      http.post(`${API}/api/v2/fair/rotate`, () =>
        HttpResponse.json({
          revealed: {
            server_seed: SERVER_SEED,
            server_seed_hash: hashServerSeed(SERVER_SEED),
            client_seed: 'old-client',
            nonce: 3,
          },
          next: {
            server_seed_hash: hashServerSeed(NEXT_SEED),
            client_seed: 'new-client',
            nonce: 0,
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<FairTools />);
    const seeds = await screen.findByRole('region', { name: 'Your seeds' });
    expect(await within(seeds).findByText(hashServerSeed(SERVER_SEED))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rotate seeds' }));
    const revealed = await screen.findByRole('region', { name: 'Revealed seed pair' });
    expect(within(revealed).getByText(SERVER_SEED)).toBeVisible();
    expect(
      within(revealed).getByText('Your bets with this pair used the nonces from 0 to 2.'),
    ).toBeVisible();
    // The current pair is the new one.
    expect(within(seeds).getByText(hashServerSeed(NEXT_SEED))).toBeVisible();
    expect(within(seeds).getByText('new-client')).toBeVisible();

    await user.click(within(revealed).getByRole('button', { name: 'Check in the verifier' }));
    expect(screen.getByLabelText('Server seed')).toHaveValue(SERVER_SEED);
    expect(screen.getByLabelText('Client seed')).toHaveValue('old-client');
    expect(screen.getByLabelText('Nonce')).toHaveValue('2');
    const expected = playDice(
      { serverSeed: SERVER_SEED, clientSeed: 'old-client', nonce: 2 },
      { target: 50, direction: 'under' },
    );
    const result = screen.getByRole('status');
    expect(result).toHaveTextContent('It matches the hash shown before the bet.');
    expect(result).toHaveTextContent(`Roll ${fixed(expected.roll)}`);
  });
});

describe('/fair in Russian and Kazakh', () => {
  it.each([
    ['ru', 'Номер ставки (nonce)', 'Номер следующей ставки (nonce)'],
    ['kz', 'Бәс нөмірі (nonce)', 'Келесі бәс нөмірі (nonce)'],
  ] as const)('%s names the nonce in its own words', async (locale, field, next) => {
    signedIn();
    renderWithSession(<FairTools />, { locale });
    expect(screen.getByLabelText(field)).toBeInTheDocument();
    expect(await screen.findByText(next)).toBeVisible();
    expect(screen.queryByText('Nonce')).not.toBeInTheDocument();
  });
});
