import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import VipClubPage from '@/app/[locale]/(main)/vip-club/page';
import { HeaderAccount } from '@/components/layout/header-account';
import { ModalHost } from '@/components/modals/modal-host';
import type { VipAnswer } from '@/lib/api/vip';
import { vipLevelPoints } from '@/lib/constants/vip';
import { server } from '../msw/server';
import { loadAllModals } from '../support/modals';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';

beforeAll(loadAllModals);

jest.mock('next-intl/server', () => jest.requireActual('../support/english-server-translations'));
// The page reads the API on the server with the visitor's session: here a fixed answer.
let answer: VipAnswer | null = null;
jest.mock('@/lib/api/server', () => ({ serverApi: async () => ({}) }));
jest.mock('@/lib/api/vip', () => ({
  ...jest.requireActual('@/lib/api/vip'),
  fetchVip: async () => {
    if (!answer) throw new Error('unavailable');
    return answer;
  },
}));

const TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'legend'] as const;
const FIRST = [1, 20, 40, 60, 80, 100];

function ladder(me: VipAnswer['me']): VipAnswer {
  return {
    base_currency: 'RUB',
    levels_count: 100,
    premium_tier: 'gold',
    tiers: TIERS.map((tier, i) => ({
      tier,
      first_level: FIRST[i]!,
      last_level: (FIRST[i + 1] ?? 101) - 1,
      rakeback_percent: [5, 8, 11, 14, 17, 20][i]!,
      cashback_percent: [0, 5, 7, 9, 11, 15][i]!,
    })),
    levels: Array.from({ length: 100 }, (_, i) => ({
      level: i + 1,
      tier: TIERS[FIRST.filter((first) => i + 1 >= first).length - 1]!,
      points: vipLevelPoints(i + 1),
      bonus: i === 0 ? 0 : 10,
    })),
    me,
  };
}

const standing: NonNullable<VipAnswer['me']> = {
  points: 200_000,
  level: 12,
  tier: 'bronze',
  next: { level: 13, points: vipLevelPoints(13) },
  progress: 0.25,
  premium: false,
  rakeback: [{ currency: 'RUB', amount: 12.34 }],
  join_request: {
    request_type: 'page',
    status: 'approved',
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: '2026-11-21T10:00:00.000Z',
  },
  history: [
    {
      kind: 'levelup',
      currency: 'RUB',
      amount: 10,
      money: 'real',
      level: 12,
      week: null,
      at: '2026-11-25T10:00:00.000Z',
    },
  ],
};

async function renderPage() {
  const page = await VipClubPage({ params: Promise.resolve({ locale: 'en' }) });
  return renderWithSession(
    <>
      <HeaderAccount />
      {page}
      <ModalHost />
    </>,
  );
}

describe('/vip-club', () => {
  beforeEach(resetSession);

  it('shows a guest the tiers, the 100 levels, the rules and a sign-in call', async () => {
    answer = ladder(null);
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Sign in to see your level' })).toBeInTheDocument();
    const tiers = screen.getByRole('heading', { name: 'Tiers and rewards' }).parentElement!;
    expect(
      within(tiers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Legend']);
    expect(
      within(tiers).getByText('Weekly cashback: 15% of the week’s net loss'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(101);
    expect(screen.getByRole('rowheader', { name: '100' })).toBeInTheDocument();
    expect(screen.getByText(/at least 100 levels/)).toBeInTheDocument();
    expect(screen.getByText('From Gold on, your profile has premium status.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply to join' })).toBeInTheDocument();
  });

  it('shows a player their level, progress, history and request, and claims the rakeback', async () => {
    const user = userEvent.setup();
    signIn();
    let profiles = 0;
    server.use(
      http.get(`${API}/profile/user`, () => {
        profiles += 1;
        return HttpResponse.json(profileFixture());
      }),
    );
    let claims = 0;
    server.use(
      http.post(`${API}/api/v2/vip/rakeback/claim`, () => {
        claims += 1;
        return HttpResponse.json({ claimed: [{ currency: 'RUB', amount: 12.34 }] });
      }),
    );
    answer = ladder(standing);
    await renderPage();
    expect(screen.getByText('Level 12')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to level 13' })).toHaveAttribute(
      'value',
      '0.25',
    );
    expect(screen.getByText('Level-up bonus')).toBeInTheDocument();
    expect(
      screen.getByText('Your request was approved: a VIP manager will contact you.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Apply to join' })).not.toBeInTheDocument();
    const claim = screen.getByRole('button', { name: 'Claim rakeback' });
    expect(claim).toHaveAccessibleDescription(/12\.34/);
    const profilesBefore = profiles;
    await user.click(claim);
    const paid = await screen.findByText(/Rakeback paid to your balance: .*12\.34/);
    expect(paid).toHaveAttribute('role', 'status');
    expect(claims).toBe(1);
    // The header's balance is loaded again at once (issue 32: it stayed stale for 30 s).
    await waitFor(() => expect(profiles).toBeGreaterThan(profilesBefore));
  });

  it('says the club is unavailable when the API fails, and still offers the join request', async () => {
    answer = null;
    await renderPage();
    expect(screen.getByText('The VIP club is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply to join' })).toBeInTheDocument();
  });
});
