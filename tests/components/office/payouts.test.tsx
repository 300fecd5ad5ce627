import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PayoutsPage } from '@/components/office/payouts/payouts-page';
import { server } from '../../msw/server';
import { captureDownloads, OFFICE_API, renderOffice } from './office-render';

const payout = (id: string, userId: number, amount: number) => ({
  id,
  hash: 'h',
  type: 'card',
  amount,
  currency: 'RUB',
  status: 'pending',
  details: { card_number: '4111 1111 1111 1111' },
  created_at: '2026-03-02T10:00:00.000Z',
  user_id: userId,
  decision_note: null,
  decided_at: null,
  provider_reference: null,
  risk: {
    kyc_level: 1,
    kyc_required_level: 0,
    open_flags: 0,
    net_deposits: 5000,
    turnover_remaining: null,
  },
});

const CURSOR = '2026-03-02T10:00:00.000000Z~00000000-0000-4000-8000-000000000001';

/** The payout queue by cursor: the first page, then the one `before` names. */
function queueApi() {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/payouts`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      return HttpResponse.json(
        query.before === CURSOR
          ? { items: [payout('00000000-0000-4000-8000-000000000002', 100052, 300)], next: null }
          : { items: [payout('00000000-0000-4000-8000-000000000001', 100051, 700)], next: CURSOR },
      );
    }),
  );
  return asked;
}

describe('the payout queue (/office/payouts)', () => {
  it('pages the pending payouts by cursor, without counting them', async () => {
    const events = userEvent.setup();
    const asked = queueApi();
    renderOffice(<PayoutsPage />, { permissions: ['payouts.decide'] });
    expect(await screen.findByText('Player #100051')).toBeInTheDocument();
    expect(asked).toEqual([{ status: 'pending', limit: '50' }]);

    await events.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Player #100052')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ status: 'pending', limit: '50', before: CURSOR });
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Player #100051')).toBeInTheDocument();
  });

  it('exports every pending payout through the cursor, cards masked', async () => {
    const events = userEvent.setup();
    const files = captureDownloads();
    const asked = queueApi();
    renderOffice(<PayoutsPage />, { permissions: ['payouts.decide'] });
    await screen.findByText('Player #100051');
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked.slice(1)).toEqual([
      { status: 'pending', limit: '200' },
      { status: 'pending', limit: '200', before: CURSOR },
    ]);
    const text = await files[0]!.blob.text();
    expect(text.split('\r\n')).toHaveLength(4);
    expect(text).toContain('card •••• 1111');
    expect(text).not.toContain('4111 1111 1111 1111');
  });
});
