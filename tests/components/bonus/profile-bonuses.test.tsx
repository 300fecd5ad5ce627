import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ProfileBonuses } from '@/components/bonus/profile-bonuses';
import { server } from '../../msw/server';
import { grantFixture } from '../../support/bonus-fixtures';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

beforeEach(resetSession);

const spin = {
  id: 3,
  game: {
    id: 1,
    slug: 'book',
    name: 'Book of Sun',
    provider: 'Sandbox',
    image: null,
    kind: 'slot',
  },
  rounds: 20,
  rounds_left: 12,
  bet_value: 0.2,
  currency: 'USD',
  total_win: 1.4,
  status: 'active',
  is_active: true,
  starts_at: '2026-11-20T10:00:00.000Z',
  expiration_at: new Date(Date.now() + 3_600_000).toISOString(),
  created_at: '2026-11-20T10:00:00.000Z',
};

function api({ wait = null as null | { name: string; expires_in: number } } = {}) {
  signIn();
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/bonus-system/grants`, () =>
      HttpResponse.json({
        data: {
          active: [grantFixture()],
          history: [
            grantFixture({
              id: 5,
              name: 'Reload 50%',
              status: 'completed',
              balance: 0,
              converted_amount: 120,
              ended_at: '2026-11-10T12:00:00.000Z',
            }),
            grantFixture({
              id: 4,
              name: 'Old promo',
              status: 'expired',
              balance: 0,
              returned_amount: 30,
              ended_at: '2026-11-01T12:00:00.000Z',
            }),
          ],
        },
      }),
    ),
    http.get(`${API}/profile/freeSpins`, () => HttpResponse.json({ data: [spin] })),
    http.get(`${API}/bonus-system/bonus-activation/waiting-reg-and-dep`, () =>
      HttpResponse.json({ data: wait }),
    ),
  );
}

describe('/profile/bonuses', () => {
  it('lists the active bonus with progress, the free spins and the history', async () => {
    api();
    renderWithSession(<ProfileBonuses />);
    const active = screen.getByRole('region', { name: 'Active bonuses' });
    expect(await within(active).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '29');
    expect(within(active).getByRole('button', { name: 'Cancel bonus' })).toBeInTheDocument();

    const spins = screen.getByRole('region', { name: 'Free spins' });
    expect(await within(spins).findByText('Book of Sun')).toBeInTheDocument();
    expect(within(spins).getByText('12 of 20 spins left')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Bonus history' });
    const completed = (await within(history).findByText('Reload 50%')).closest('li')!;
    expect(completed).toHaveTextContent('Wagered: turned into real money');
    expect(completed).toHaveTextContent('Turned into real money: $120.00');
    const expired = within(history).getByText('Old promo').closest('li')!;
    expect(expired).toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('Taken back: $30.00');
  });

  it("counts the bonus-wait down from the server's expires_in", async () => {
    api({ wait: { name: 'Promo 150%', expires_in: 2 * 86_400 + 5 } });
    renderWithSession(<ProfileBonuses />);
    expect(await screen.findByText('Promo 150% waits for your deposit')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to deposit' })).toHaveTextContent(
      /^2 days 00:00:0[45]$/,
    );
  });
});
