import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CasinoSyncPage } from '@/components/office/casino/sync-page';
import type { OperatorCasinoProvidersAnswer } from '@/lib/schemas/casino-office';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { OFFICE_API, renderOffice } from './office-render';

const CATALOGUE: OperatorCasinoProvidersAnswer = {
  providers: [],
  aggregators: [
    {
      aggregator: 'sandbox',
      configured: true,
      games: 4,
      last_synced_at: '2026-03-02T10:00:00.000Z',
    },
    { aggregator: 'hub88', configured: true, games: 0, last_synced_at: null },
    { aggregator: 'slotegrator', configured: false, games: 0, last_synced_at: null },
  ],
};

describe('the catalogue sync (/office/casino/sync)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/casino/sync');
    navigation.set('/en/office/casino/sync');
  });

  it('syncs an aggregator with progress, then shows what changed; a failure says why', async () => {
    let release: () => void = () => {};
    const synced: unknown[] = [];
    server.use(
      http.get(`${OFFICE_API}/operator/casino/providers`, () => HttpResponse.json(CATALOGUE)),
      http.post(`${OFFICE_API}/operator/casino/sync`, async ({ request }) => {
        const body = (await request.json()) as { aggregator: string };
        synced.push(body);
        if (body.aggregator === 'hub88') {
          return HttpResponse.json(
            { error: 'aggregator_unavailable', message: 'down' },
            { status: 503 },
          );
        }
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({
          aggregator: 'sandbox',
          listed: 4,
          added: 1,
          updated: 2,
          removed: 0,
          images: 1,
          image_errors: 0,
        });
      }),
    );
    renderOffice(<CasinoSyncPage />, { permissions: ['casino.manage'] });
    const user = userEvent.setup();

    const sandbox = await screen.findByRole('region', { name: 'Sandbox (local)' });
    expect(within(sandbox).getByText('Connected')).toBeInTheDocument();
    expect(within(sandbox).getByText('4 games in the catalogue')).toBeInTheDocument();
    const slotegrator = screen.getByRole('region', { name: 'Slotegrator' });
    expect(within(slotegrator).getByText('Not connected on this server')).toBeInTheDocument();
    expect(
      within(slotegrator).getByRole('button', { name: 'Sync Slotegrator now' }),
    ).toBeDisabled();
    expect(within(slotegrator).getByText('Never synced')).toBeInTheDocument();

    await user.click(within(sandbox).getByRole('button', { name: 'Sync Sandbox (local) now' }));
    const busy = await within(sandbox).findByRole('button', { name: 'Syncing Sandbox (local)…' });
    expect(busy).toBeDisabled();
    expect(
      within(sandbox).getByRole('progressbar', { name: 'Syncing Sandbox (local)' }),
    ).toBeVisible();
    release();

    const result = await within(sandbox).findByRole('heading', { name: /^Synced / });
    const counts = result.parentElement!;
    expect(within(counts).getByText('Listed').nextSibling).toHaveTextContent('4');
    expect(within(counts).getByText('Added').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Updated').nextSibling).toHaveTextContent('2');
    expect(within(counts).getByText('No longer listed').nextSibling).toHaveTextContent('0');
    expect(within(sandbox).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(synced).toEqual([{ aggregator: 'sandbox' }]);

    const hub88 = screen.getByRole('region', { name: 'Hub88' });
    await user.click(within(hub88).getByRole('button', { name: 'Sync Hub88 now' }));
    await waitFor(() =>
      expect(within(hub88).getByRole('alert')).toHaveTextContent(
        'The game provider is not answering; try again later',
      ),
    );
  });
});
