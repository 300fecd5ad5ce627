import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FeaturesPage } from '@/components/office/features/features-page';
import { PlayerFeaturesPanel } from '@/components/office/players/player-features';
import type { FeatureSegmentView, PlayerFeatures } from '@/lib/schemas/office-features';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

const SEGMENT: FeatureSegmentView = {
  id: 4,
  name: 'Kazakhstan without the sportsbook',
  features: ['hide_sports'],
  currency: 'KZT',
  region: 'KZ',
  vip_level_min: 20,
  vip_level_max: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe("a player's feature flags on the player's page", () => {
  it('shows the own flags and the segments giving others, and saves the boxes ticked', async () => {
    const puts: unknown[] = [];
    let view: PlayerFeatures = {
      user_id: 100011,
      features: [],
      segments: [SEGMENT],
      effective: ['hide_sports'],
    };
    server.use(
      http.get(`${OFFICE_API}/operator/players/100011/features`, () => HttpResponse.json(view)),
      http.put(`${OFFICE_API}/operator/players/100011/features`, async ({ request }) => {
        const body = (await request.json()) as { features: PlayerFeatures['features'] };
        puts.push(body);
        view = {
          ...view,
          features: body.features,
          effective: ['no_deposit_prompt', 'hide_sports'],
        };
        return HttpResponse.json(view);
      }),
    );
    renderOffice(<PlayerFeaturesPanel userId={100011} />, {
      permissions: ['players.read', 'players.features'],
    });

    const prompt = await screen.findByRole('checkbox', { name: 'No deposit prompt after sign-in' });
    const sports = screen.getByRole('checkbox', { name: 'Sportsbook hidden from the menu' });
    expect(prompt).not.toBeChecked();
    expect(sports).not.toBeChecked();
    expect(sports).toHaveAccessibleDescription(
      /Also given by the segments: Kazakhstan without the sportsbook\./,
    );
    expect(screen.getByText('The site now gets: Sportsbook hidden from the menu.')).toBeVisible();

    await userEvent.click(prompt);
    await userEvent.click(screen.getByRole('button', { name: 'Save the flags' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The flags are saved.');
    expect(puts).toEqual([{ features: ['no_deposit_prompt'] }]);
    expect(prompt).toBeChecked();
    expect(
      screen.getByText(
        'The site now gets: No deposit prompt after sign-in, Sportsbook hidden from the menu.',
      ),
    ).toBeVisible();
  });

  it("shows the API's refusal under the flags", async () => {
    server.use(
      http.get(`${OFFICE_API}/operator/players/100011/features`, () =>
        HttpResponse.json({ user_id: 100011, features: [], segments: [], effective: [] }),
      ),
      http.put(`${OFFICE_API}/operator/players/100011/features`, () =>
        HttpResponse.json(
          { errors: { features: ['unknown_feature: This feature flag is not known'] } },
          { status: 422 },
        ),
      ),
    );
    renderOffice(<PlayerFeaturesPanel userId={100011} />, { permissions: ['players.features'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Save the flags' }));
    expect(await screen.findByText('This feature flag is not known')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
  });
});

describe('segment rules (/office/features)', () => {
  it('lists the rules, adds one with its conditions and deletes one after asking', async () => {
    const posts: unknown[] = [];
    const deletes: string[] = [];
    let rules = [SEGMENT];
    server.use(
      http.get(`${OFFICE_API}/operator/feature-segments`, () => HttpResponse.json({ data: rules })),
      http.post(`${OFFICE_API}/operator/feature-segments`, async ({ request }) => {
        const body = (await request.json()) as Partial<FeatureSegmentView>;
        posts.push(body);
        const added = { ...SEGMENT, ...body, id: 5 } as FeatureSegmentView;
        rules = [added, ...rules];
        return HttpResponse.json({ data: added }, { status: 201 });
      }),
      http.delete(`${OFFICE_API}/operator/feature-segments/:id`, ({ params }) => {
        deletes.push(String(params.id));
        const gone = rules.find((rule) => String(rule.id) === params.id)!;
        rules = rules.filter((rule) => rule !== gone);
        return HttpResponse.json({ data: gone });
      }),
    );
    renderOffice(<FeaturesPage />, { permissions: ['players.features'] });

    const table = await screen.findByRole('table', { name: 'Segment rules' });
    expect(await within(table).findByText('Kazakhstan without the sportsbook')).toBeVisible();
    expect(within(table).getByText('currency KZT · region KZ · VIP level 20 and up')).toBeVisible();

    const form = screen.getByRole('heading', { name: 'New segment rule' }).closest('form')!;
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'High rollers');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'No deposit prompt after sign-in' }),
    );
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'VIP level from' }), '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the rule' }));
    expect(await screen.findByText('The rule “High rollers” is added.')).toBeVisible();
    expect(posts).toEqual([
      {
        name: 'High rollers',
        features: ['no_deposit_prompt'],
        currency: null,
        region: null,
        vip_level_min: 60,
        vip_level_max: null,
      },
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the rule “Kazakhstan without the sportsbook”' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Delete the rule “Kazakhstan without the sportsbook”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual(['4']);
    expect(
      await screen.findByText('The rule “Kazakhstan without the sportsbook” is deleted.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(table).queryByText('Kazakhstan without the sportsbook'),
      ).not.toBeInTheDocument(),
    );
  });

  it('is refused to a member without players.features', () => {
    renderOffice(<FeaturesPage />, { permissions: ['players.read'] });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
