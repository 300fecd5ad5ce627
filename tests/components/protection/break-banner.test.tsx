import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProtectionBanner } from '@/components/protection/protection-layer';
import { modalAtom } from '@/lib/atoms/modal';
import { payInTabAtom } from '@/lib/atoms/pay-in-tab';
import type { ProtectionAnswer } from '@/lib/schemas/protection';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession, signIn } from '../../support/session';
import { protectionFixture } from './fixtures';

function serve(protection: ProtectionAnswer) {
  server.use(http.get(`${API}/protection`, () => HttpResponse.json(protection)));
}

describe('the break banner', () => {
  beforeEach(resetSession);

  it('tells a player on a time-out until when, and links Responsible gaming and the payout', async () => {
    const events = userEvent.setup();
    signIn();
    serve(protectionFixture({ state: 'timed_out', state_until: '2026-12-06T09:30:00.000Z' }));
    const { store } = renderWithSession(<ProtectionBanner />);

    const banner = await screen.findByRole('complementary', { name: 'Your break' });
    // Moscow time: the test's provider zone.
    expect(banner).toHaveTextContent('You are on a time-out until December 6, 2026 at 12:30 PM.');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/en/profile/responsible',
    );

    await events.click(screen.getByRole('button', { name: 'Withdraw money' }));
    expect(store.get(modalAtom)).toBe('PayIn');
    expect(store.get(payInTabAtom)).toBe('withdraw');
  });

  it('says an indefinite self-exclusion has no end date', async () => {
    signIn();
    serve(
      protectionFixture({
        state: 'self_excluded',
        self_exclusion: {
          started_at: '2026-11-01T00:00:00.000Z',
          ends_at: null,
          indefinite: true,
          source: 'player',
          reopen_from: '2027-05-01T00:00:00.000Z',
          reopen_asked_at: null,
        },
      }),
    );
    renderWithSession(<ProtectionBanner />);
    expect(await screen.findByRole('complementary')).toHaveTextContent(
      'You have excluded yourself indefinitely.',
    );
  });

  it('shows nothing to an active player, and a guest makes no call', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/protection`, () => {
        calls += 1;
        return HttpResponse.json(protectionFixture());
      }),
    );
    const guest = renderWithSession(<ProtectionBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
    guest.unmount();

    signIn();
    renderWithSession(<ProtectionBanner />);
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
