import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RoomsVerifier } from '@/components/fair/rooms-verifier';
import { hashServerSeed } from '@/lib/games/fair/seeds';
import { drandRoundTime, QUICKNET } from '@/lib/games/rooms/drand';
import { winningTicket } from '@/lib/games/rooms/draw';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { API, renderWithSession, resetSession } from '../../support/session';

const SEED = '0123456789abcdef'.repeat(4);
const ENTROPY = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';

/** A drawn round as `GET /api/v2/games/rooms/rounds/{id}` answers it. */
function roundFixture(id: number) {
  const ticket = winningTicket(SEED, ENTROPY, id, 4500);
  const bets = [
    { id: 'bet-a', player: 'An***', from: 0, to: 999 },
    { id: 'bet-b', player: null, from: 1000, to: 3999 },
    { id: 'bet-c', player: 'Bo***', from: 4000, to: 4499 },
  ].map(({ id: betId, player, from, to }) => ({
    id: betId,
    round_id: id,
    player,
    amount: (to - from + 1) / 100,
    tickets_from: from,
    tickets_to: to,
    status: from <= ticket && ticket <= to ? 'won' : 'lost',
    payout: 0,
  }));
  return {
    id,
    room: 'red',
    currency: 'RUB',
    status: 'settled',
    server_seed_hash: hashServerSeed(SEED),
    server_seed: SEED,
    entropy_source: 'crash:9',
    entropy: ENTROPY,
    beacon: null,
    opened_at: '2026-01-01T00:00:00.000Z',
    counting_from: '2026-01-01T00:00:10.000Z',
    ends_at: '2026-01-01T00:00:40.000Z',
    closed_at: '2026-01-01T00:00:40.000Z',
    drawn_at: '2026-01-01T00:00:50.000Z',
    pot: 45,
    bets_count: 3,
    total_tickets: 4500,
    winning_ticket: ticket,
    winner_bet_id: bets.find((bet) => bet.status === 'won')!.id,
    winner: null,
    payout: 42.75,
    commission: 2.25,
    bets,
    players: [],
  };
}

/** Quicknet's round 1000 as its relays serve it: a real beacon, checked with the pinned key. */
const BEACON = {
  round: 1000,
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature:
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};

/** A round drawn from that beacon, closed 1.5 s into round 999's period. */
function beaconRoundFixture(id: number, signature = BEACON.signature) {
  const round = roundFixture(id);
  const ticket = winningTicket(SEED, BEACON.randomness, id, 4500);
  return {
    ...round,
    entropy_source: `drand:${QUICKNET.hash}:1000`,
    entropy: BEACON.randomness,
    closed_at: new Date(drandRoundTime(QUICKNET, 999) + 1500).toISOString(),
    winning_ticket: ticket,
    beacon: {
      chain_hash: QUICKNET.hash,
      round: 1000,
      due_at: new Date(drandRoundTime(QUICKNET, 1000)).toISOString(),
      public_key: QUICKNET.publicKey,
      signature,
      randomness: BEACON.randomness,
      genesis_time: QUICKNET.genesis,
      period: QUICKNET.period,
    },
  };
}

beforeEach(resetSession);

describe('/fair rooms verifier', () => {
  it('is filled in from ?room_round= and finds the winning ticket and bet', async () => {
    server.use(
      http.get(`${API}/api/v2/games/rooms/rounds/:id`, ({ params }) =>
        HttpResponse.json(roundFixture(Number(params.id))),
      ),
    );
    navigation.set('/fair?room_round=17');
    renderWithSession(<RoomsVerifier />);
    const ticket = winningTicket(SEED, ENTROPY, 17, 4500);
    const row = ticket < 1000 ? 1 : ticket < 4000 ? 2 : 3;
    expect(await screen.findByText(String(ticket))).toBeInTheDocument();
    expect(screen.getByLabelText('Round number')).toHaveValue('17');
    expect(
      screen.getByText('It matches the hash shown when the round opened.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`The winner is bet ${row} of the table`)),
    ).toBeInTheDocument();
  });

  it('recomputes a pasted round and names what it cannot use', async () => {
    navigation.set('/fair');
    const user = userEvent.setup();
    renderWithSession(<RoomsVerifier />);
    await user.type(screen.getByLabelText('Server seed'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A server seed is 64 hexadecimal characters')).toBeInTheDocument();
    expect(screen.getByText('Enter the entropy')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the tickets as a JSON list that starts at 0 with no gaps'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Server seed'));
    await user.type(screen.getByLabelText('Server seed'), SEED);
    await user.type(
      screen.getByLabelText('Entropy (drand randomness or crash round hash)'),
      ENTROPY,
    );
    await user.type(screen.getByLabelText('Round number'), '3');
    await user.click(screen.getByLabelText('Ticket table (JSON)'));
    await user.paste('[{"from":0,"to":9},{"from":10,"to":29}]');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const ticket = winningTicket(SEED, ENTROPY, 3, 30);
    expect(screen.getByText(String(ticket))).toBeInTheDocument();
    expect(screen.getByText(hashServerSeed(SEED))).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`The winner is bet ${ticket < 10 ? 1 : 2} of the table`)),
    ).toBeInTheDocument();
  });

  it('checks a drand round\u2019s beacon: its signature under quicknet\u2019s key, its randomness, its round', async () => {
    server.use(
      http.get(`${API}/api/v2/games/rooms/rounds/:id`, ({ params }) =>
        HttpResponse.json(beaconRoundFixture(Number(params.id))),
      ),
    );
    navigation.set('/fair?room_round=21');
    renderWithSession(<RoomsVerifier />);
    expect(
      await screen.findByText('The signature is the chain key\u2019s on this round.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The entropy is the SHA-256 of the signature.')).toBeInTheDocument();
    expect(
      screen.getByText('It is the first beacon round due after betting closed: nobody chose it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/This is the League of Entropy\u2019s quicknet chain/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(String(winningTicket(SEED, BEACON.randomness, 21, 4500))),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('drand beacon round')).toHaveValue('1000');
  });

  it('refuses a forged beacon signature', async () => {
    const forged = `${BEACON.signature.slice(0, 40)}0${BEACON.signature.slice(41)}`;
    server.use(
      http.get(`${API}/api/v2/games/rooms/rounds/:id`, ({ params }) =>
        HttpResponse.json(beaconRoundFixture(Number(params.id), forged)),
      ),
    );
    navigation.set('/fair?room_round=22');
    renderWithSession(<RoomsVerifier />);
    expect(
      await screen.findByText('The signature is not the chain key\u2019s on this round.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The entropy is not the SHA-256 of the signature.'),
    ).toBeInTheDocument();
  });
});
