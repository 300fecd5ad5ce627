import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BonusCostPage } from '@/components/office/marketing/bonus-cost-page';
import { TemplateEditor } from '@/components/office/marketing/template-editor';
import { TemplatesPage } from '@/components/office/marketing/templates-page';
import { WelcomePackEditor } from '@/components/office/marketing/welcome-pack-editor';
import type { BonusTemplate, WelcomePack } from '@/lib/api/office-marketing';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { FREE500, WELCOME, renderMarketing } from './marketing-fixtures';
import { OFFICE_API } from './office-render';

const TEMPLATES = `${OFFICE_API}/operator/bonuses/templates`;

/** Serves the templates; records each write and answers it with `write`. */
function templatesApi(templates: BonusTemplate[], write: (body: unknown) => Response) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get(TEMPLATES, () => HttpResponse.json({ data: templates })),
    http.put(`${TEMPLATES}/:code`, async ({ request }) => {
      const body = await request.json();
      sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      return write(body);
    }),
  );
  return sent;
}

describe('the bonus templates (/office/marketing/templates)', () => {
  it('lists each template with its kind, currencies, wagering, validity and state', async () => {
    templatesApi([WELCOME, FREE500], () => HttpResponse.json({}, { status: 500 }));
    renderMarketing('/office/marketing/templates', <TemplatesPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonus templates' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Marketing' })).getByRole('link', {
        name: 'Bonus templates',
      }),
    ).toHaveAttribute('aria-current', 'page');
    const welcome = (await screen.findByText('welcome-1', { selector: 'strong' })).closest('tr')!;
    expect(within(welcome).getByText('Deposit match, 100 %')).toBeInTheDocument();
    expect(within(welcome).getByText('RUB, USD')).toBeInTheDocument();
    expect(within(welcome).getByText('×35 of the bonus')).toBeInTheDocument();
    expect(within(welcome).getByText('14 days')).toBeInTheDocument();
    const free = screen.getByText('promo-free500', { selector: 'strong' }).closest('tr')!;
    expect(within(free).getByText('No deposit')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Edit promo-free500' })).toHaveAttribute(
      'href',
      '/en/office/marketing/templates/edit/promo-free500',
    );
  });

  it('edits a template: its terms prefilled, nested 422 keys on their fields, then the whole terms saved', async () => {
    const events = userEvent.setup();
    let refuse = true;
    const sent = templatesApi([WELCOME, FREE500], (body) =>
      refuse
        ? HttpResponse.json(
            {
              errors: {
                'currencies.RUB.max_bet': ['invalid_value: Invalid input'],
                'name.kz': ['required: Required'],
                'contributions.excluded_games.0': ['too_long: Too long'],
              },
            },
            { status: 422 },
          )
        : HttpResponse.json({ data: { ...WELCOME, ...(body as object) } }),
    );
    renderMarketing(
      '/office/marketing/templates/edit/welcome-1',
      <TemplateEditor code="welcome-1" />,
    );
    const form = await screen.findByRole('form', { name: 'Bonus template welcome-1' });
    expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Kind')).toHaveValue('deposit_match');
    expect(within(form).getByLabelText('Deposit match, %')).toHaveValue(100);
    const name = within(form).getByRole('group', { name: 'Name players see' });
    expect(within(name).getByLabelText('English')).toHaveValue('100% on your first deposit');
    const rub = within(form).getByRole('group', { name: 'RUB' });
    expect(within(rub).getByRole('checkbox', { name: 'Offered in RUB' })).toBeChecked();
    expect(within(rub).getByLabelText('Largest bet with bonus money, RUB')).toHaveValue(500);
    expect(within(rub).getByLabelText('Largest win to real money, RUB')).toHaveValue(null);
    const kzt = within(form).getByRole('group', { name: 'KZT' });
    expect(within(kzt).getByRole('checkbox', { name: 'Offered in KZT' })).not.toBeChecked();
    expect(within(kzt).queryByLabelText(/, KZT$/)).not.toBeInTheDocument();

    // Changed: the English name, RUB's largest bet; USD no longer offered; KZT offered.
    await events.clear(within(name).getByLabelText('English'));
    await events.type(within(name).getByLabelText('English'), 'Double your first deposit');
    await events.clear(within(rub).getByLabelText('Largest bet with bonus money, RUB'));
    await events.type(within(rub).getByLabelText('Largest bet with bonus money, RUB'), '750.5');
    const usd = within(form).getByRole('group', { name: 'USD' });
    await events.click(within(usd).getByRole('checkbox', { name: 'Offered in USD' }));
    await events.click(within(kzt).getByRole('checkbox', { name: 'Offered in KZT' }));
    await events.type(within(kzt).getByLabelText('Largest bet with bonus money, KZT'), '2500');
    await events.type(within(kzt).getByLabelText('Largest win to real money, KZT'), '25000');
    await events.selectOptions(
      within(form).getByLabelText('Wagering counted on'),
      'bonus_plus_deposit',
    );
    await events.click(within(form).getByRole('button', { name: 'Save the changes' }));

    // Refused: each nested key on its own field, the one without a field on its group.
    await waitFor(() => expect(sent).toHaveLength(1));
    const maxBet = within(rub).getByLabelText('Largest bet with bonus money, RUB');
    await waitFor(() => expect(maxBet).toHaveAttribute('aria-invalid', 'true'));
    expect(maxBet).toHaveAccessibleDescription('This value is not allowed');
    const kazakh = within(name).getByLabelText('Kazakh');
    expect(kazakh).toHaveAccessibleDescription(/This field is required/);
    expect(kazakh).toHaveFocus();
    expect(within(form).getByLabelText('Games that never count')).toHaveAccessibleDescription(
      /This value is too long/,
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the highlighted fields.');

    refuse = false;
    await events.click(within(form).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'PUT',
      path: '/api/operator/bonuses/templates/welcome-1',
      body: {
        code: 'welcome-1',
        kind: 'deposit_match',
        name: {
          ru: '100% on your first deposit (ru)',
          en: 'Double your first deposit',
          kz: '100% on your first deposit (kz)',
        },
        terms: {
          ru: 'Real money is spent first. (ru)',
          en: 'Real money is spent first.',
          kz: 'Real money is spent first. (kz)',
        },
        percent: 100,
        currencies: {
          RUB: {
            min_deposit: 500,
            max_bonus: 10_000,
            fixed_amount: 0,
            max_bet: 750.5,
            max_conversion: null,
          },
          KZT: {
            min_deposit: 0,
            max_bonus: 0,
            fixed_amount: 0,
            max_bet: 2500,
            max_conversion: 25_000,
          },
        },
        wagering_multiplier: 35,
        wagering_base: 'bonus_plus_deposit',
        contributions: {
          slots: 100,
          live_casino: 10,
          table: 10,
          in_house_reference_edge: 4,
          sports: 50,
          sports_min_odds: 1.5,
          excluded_games: ['book-of-dead'],
        },
        validity_days: 14,
        free_spins: null,
        active: true,
      },
    });
    await waitFor(() =>
      expect(navigation.router.push).toHaveBeenCalledWith('/en/office/marketing/templates'),
    );
  });

  it('a free-spins template asks for its game, spins and bet per currency', async () => {
    const events = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get(TEMPLATES, () => HttpResponse.json({ data: [] })),
      http.post(TEMPLATES, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ errors: { code: ['invalid_value: taken'] } }, { status: 422 });
      }),
    );
    renderMarketing('/office/marketing/templates/new', <TemplateEditor />);
    const form = await screen.findByRole('form', { name: 'New bonus template' });
    expect(within(form).queryByLabelText('Game (slug)')).not.toBeInTheDocument();
    await events.selectOptions(within(form).getByLabelText('Kind'), 'free_spins');
    expect(within(form).getByRole('checkbox', { name: 'Gives free spins' })).toBeChecked();
    await events.type(within(form).getByLabelText('Code'), 'spins-10');
    for (const group of ['Name players see', 'Terms players read']) {
      for (const language of ['Russian', 'English', 'Kazakh']) {
        await events.type(
          within(within(form).getByRole('group', { name: group })).getByLabelText(language),
          `${group} ${language}`,
        );
      }
    }
    await events.type(
      within(within(form).getByRole('group', { name: 'RUB' })).getByLabelText(
        'Largest bet with bonus money, RUB',
      ),
      '100',
    );
    await events.type(within(form).getByLabelText('Game (slug)'), 'book-of-dead');
    const bets = within(form).getByRole('group', { name: 'Bet of one spin' });
    await events.type(within(bets).getByLabelText('In RUB'), '10');
    await events.click(within(form).getByRole('button', { name: 'Create the template' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      code: 'spins-10',
      kind: 'free_spins',
      currencies: { RUB: { max_bet: 100, min_deposit: 0, max_conversion: null } },
      free_spins: { game_slug: 'book-of-dead', rounds: 10, bet_value: { RUB: 10 } },
    });
    expect(await within(form).findByLabelText('Code')).toHaveAccessibleDescription(
      /A template with this code already exists\./,
    );
  });
});

describe('a welcome pack (/office/marketing/welcome-packs/new)', () => {
  it('sends its steps in order, and a 422 on a step lands on that row', async () => {
    const events = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get(TEMPLATES, () => HttpResponse.json({ data: [WELCOME, FREE500] })),
      http.get(`${OFFICE_API}/operator/bonuses/welcome-packs`, () =>
        HttpResponse.json({ data: [] as WelcomePack[] }),
      ),
      http.post(`${OFFICE_API}/operator/bonuses/welcome-packs`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { errors: { 'steps.1.template': ['invalid_value: Invalid input'] } },
          { status: 422 },
        );
      }),
    );
    renderMarketing('/office/marketing/welcome-packs/new', <WelcomePackEditor />);
    const form = await screen.findByRole('form', { name: 'New welcome pack' });
    await within(form).findByRole('option', { name: /^welcome-1 — / });
    await events.type(within(form).getByLabelText('Code'), 'starter-2');
    for (const group of ['Name', 'Title players see']) {
      for (const language of ['Russian', 'English', 'Kazakh']) {
        await events.type(
          within(within(form).getByRole('group', { name: group })).getByLabelText(language),
          `${group} ${language}`,
        );
      }
    }
    await events.click(within(form).getByRole('button', { name: 'Add a step' }));
    await events.click(within(form).getByRole('button', { name: 'Add a step' }));
    const rows = () =>
      within(within(form).getByRole('group', { name: 'Steps' })).getAllByRole('listitem');
    expect(rows()).toHaveLength(3);
    // The middle row goes; the last one becomes the second.
    await events.click(within(rows()[1]!).getByRole('button', { name: 'Remove row 2' }));
    expect(rows()).toHaveLength(2);
    await events.selectOptions(within(rows()[0]!).getByLabelText('Bonus template'), 'welcome-1');
    await events.selectOptions(
      within(rows()[1]!).getByLabelText('Bonus template'),
      'promo-free500',
    );
    await events.click(within(form).getByRole('button', { name: 'Create the welcome pack' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      code: 'starter-2',
      valid_days: 7,
      active: true,
      steps: [
        { step: 1, nth_deposit: 1, template: 'welcome-1' },
        { step: 3, nth_deposit: 3, template: 'promo-free500' },
      ],
    });
    const second = within(rows()[1]!).getByLabelText('Bonus template');
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription('This value is not allowed');
    expect(within(rows()[0]!).getByLabelText('Bonus template')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the bonus cost (/office/marketing/bonus-cost)', () => {
  it('shows each template and currency in major units, with what each figure means', async () => {
    server.use(
      http.get(TEMPLATES, () => HttpResponse.json({ data: [WELCOME] })),
      http.get(`${OFFICE_API}/operator/bonuses/report`, () =>
        HttpResponse.json({
          data: [
            {
              template: 'welcome-1',
              currency: 'RUB',
              grants: 3,
              granted: 1500.5,
              converted: 400,
              expired: 100.25,
              forfeited: 0,
              cancelled: 50,
            },
          ],
        }),
      ),
    );
    renderMarketing('/office/marketing/bonus-cost', <BonusCostPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonus cost' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('welcome-1', { selector: 'strong' })).closest('tr')!;
    expect(within(row).getByText('100% on your first deposit')).toBeInTheDocument();
    expect(within(row).getByText(/RUB\s?1,500\.50/)).toBeInTheDocument();
    expect(within(row).getByText(/RUB\s?400\.00/)).toBeInTheDocument();
    expect(
      screen.getByText('Turned into real money once wagered: the bonus’s cost.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });
});
