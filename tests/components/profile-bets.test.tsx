import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BetsSection } from '@/components/profile/bets-section';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';
import { diceAnswer } from '../support/single-games';

beforeEach(resetSession);

function betsApi(items: unknown[], total = items.length) {
  const queries: string[] = [];
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/api/v2/games/bets`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      return HttpResponse.json({
        items,
        page: Number(url.searchParams.get('page')),
        per_page: 20,
        total,
      });
    }),
  );
  return queries;
}

describe('bets on /profile/history', () => {
  it('lists each bet with its game, stake, multiplier, payout and a link that verifies it', async () => {
    signIn();
    const bet = diceAnswer({ roll: 12.34, target: 50, direction: 'under', amount: 10 });
    betsApi([bet]);
    renderWithSession(<BetsSection />);

    const row = (await screen.findByText('Dice')).closest('tr')!;
    expect(within(row).getByText(/\$10\.00/)).toBeInTheDocument();
    const verify = within(row).getByRole('link', { name: `Verify (nonce ${bet.nonce})` });
    expect(verify.getAttribute('href')).toContain('/fair?');
    expect(verify.getAttribute('href')).toContain(`nonce=${bet.nonce}`);
  });

  it('shows an empty state, and pages through many bets', async () => {
    signIn();
    betsApi([]);
    const { unmount } = renderWithSession(<BetsSection />);
    expect(await screen.findByText('No bets yet')).toBeInTheDocument();
    unmount();

    const queries = betsApi([diceAnswer({ roll: 80, target: 50, direction: 'under' })], 45);
    renderWithSession(<BetsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(queries.at(-1)).toContain('page=2');
  });
});
