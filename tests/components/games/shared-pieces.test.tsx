import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RecentBets } from '@/components/games/shared/recent-bets';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { GAME_SOUND_STORAGE_KEY } from '@/lib/atoms/game-sound';
import { server } from '../../msw/server';
import { recentBetFixture } from '../../support/single-games';
import { API, renderWithSession, resetSession } from '../../support/session';

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

describe('RecentBets', () => {
  it('lists everyone’s last bets of the game, for guests too', async () => {
    server.use(
      http.get(`${API}/api/v2/games/dice/recent`, () =>
        HttpResponse.json({
          bets: [
            recentBetFixture({ player: 'An***', amount: 10, multiplier: 1.98, payout: 19.8 }),
            recentBetFixture({ player: 'Bo***', amount: 5, multiplier: 0, payout: 0, win: false }),
          ],
        }),
      ),
    );
    renderWithSession(<RecentBets game="dice" />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('PlayerBetMultiplierPayout');
    expect(rows[1]).toHaveTextContent(/^An\*\*\*RUB\s10\.001\.98×RUB\s19\.80$/);
    expect(rows[2]).toHaveTextContent(/^Bo\*\*\*RUB\s5\.000\.00×RUB\s0\.00$/);
  });

  it('says when there are none yet', async () => {
    renderWithSession(<RecentBets game="roulette" />);
    expect(await screen.findByText('No bets yet. Be the first!')).toBeVisible();
  });
});

describe('SoundToggle', () => {
  it('is off by default and remembers the choice on this browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithSession(<SoundToggle />);
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(GAME_SOUND_STORAGE_KEY)).toBe('true');
    unmount();

    renderWithSession(<SoundToggle />);
    expect(await screen.findByRole('button', { name: 'Sound', pressed: true })).toBeVisible();
  });
});
