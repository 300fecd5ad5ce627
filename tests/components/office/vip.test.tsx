import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { VipPage } from '@/components/office/vip/vip-page';
import { VIP_LEVELS, VIP_TIERS, VIP_TIER_FIRST_LEVEL } from '@/lib/constants/vip';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

const LADDER = {
  base_currency: 'RUB',
  tiers: VIP_TIERS.map((tier, index) => ({
    tier,
    first_level: VIP_TIER_FIRST_LEVEL[tier],
    rakeback_bp: 100 * (index + 1),
    cashback_bp: 50 * (index + 1),
    updated_at: '2026-11-01T00:00:00Z',
  })),
  levels: Array.from({ length: VIP_LEVELS }, (_, index) => ({
    level: index + 1,
    points: index * 1_000,
    bonus: index === 0 ? 0 : index * 10,
  })),
};

const OPEN: {
  id: number;
  user_id: number;
  request_type: string;
  status: string;
  created_at: string;
  decided_at: string | null;
} = {
  id: 31,
  user_id: 1_204,
  request_type: 'page',
  status: 'open',
  created_at: '2026-11-28T10:00:00Z',
  decided_at: null,
};

function serve() {
  const decisions: unknown[] = [];
  const puts: unknown[] = [];
  let requests = [OPEN];
  server.use(
    http.get(`${OFFICE_API}/operator/vip/requests`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ requests: requests.filter((row) => row.status === status) });
    }),
    http.post(`${OFFICE_API}/operator/vip/requests/31/decision`, async ({ request }) => {
      const body = (await request.json()) as { decision: string };
      decisions.push(body);
      const decided = { ...OPEN, status: body.decision, decided_at: '2026-11-29T10:00:00Z' };
      requests = [decided];
      return HttpResponse.json({ request: decided });
    }),
    http.get(`${OFFICE_API}/operator/vip/tiers`, () => HttpResponse.json(LADDER)),
    http.put(`${OFFICE_API}/operator/vip/tiers`, async ({ request }) => {
      const body = (await request.json()) as { tiers: { rakeback_bp: unknown }[] };
      puts.push(body);
      if (typeof body.tiers[0]?.rakeback_bp !== 'number') {
        return HttpResponse.json(
          { errors: { 'tiers.0.rakeback_bp': ['invalid_type'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json(LADDER);
    }),
  );
  return { decisions, puts };
}

describe('the VIP club in the office', () => {
  it('approves an open join request and says so', async () => {
    const { decisions } = serve();
    renderOffice(<VipPage />, { permissions: ['vip.manage'] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the request of player #1204' }),
    );
    expect(decisions).toEqual([{ decision: 'approved' }]);
    expect(await screen.findByText('Player #1204 is in the VIP club now.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await screen.findByText('No requests with this status.')).toBeInTheDocument();
  });

  it('sends only the changed rates and bonuses, and shows a refusal on its input', async () => {
    const { puts } = serve();
    renderOffice(<VipPage />, { permissions: ['vip.manage'] });
    const silver = await screen.findByRole('textbox', { name: 'Rakeback of Silver, %' });
    await userEvent.clear(silver);
    await userEvent.type(silver, '2,5');
    await userEvent.click(screen.getByText(`Level bonuses (${VIP_LEVELS} levels)`));
    const bonus = screen.getByRole('textbox', { name: 'Bonus for reaching level 3' });
    await userEvent.clear(bonus);
    await userEvent.type(bonus, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save the ladder' }));
    expect(puts).toEqual([
      {
        tiers: [{ tier: 'silver', rakeback_bp: 250, cashback_bp: 100 }],
        levels: [{ level: 3, bonus: 25 }],
      },
    ]);
    expect(await screen.findByText('Saved: 1 tier, 1 level.')).toBeInTheDocument();

    const bronze = screen.getByRole('textbox', { name: 'Rakeback of Bronze, %' });
    await userEvent.clear(bronze);
    await userEvent.type(bronze, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save the ladder' }));
    const refused = await screen.findByRole('textbox', { name: 'Rakeback of Bronze, %' });
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(refused).toHaveAccessibleDescription(/.+/);
    expect(
      within(screen.getByRole('region', { name: 'Tiers and levels' })).getByRole('alert'),
    ).toHaveTextContent('Check the highlighted fields.');
  });

  it('says so to a member without the VIP permission', () => {
    renderOffice(<VipPage />, { permissions: ['players.read'] });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
