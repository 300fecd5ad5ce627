import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FunnelPage } from '@/components/office/sites/funnel-page';
import { SitesPage } from '@/components/office/sites/sites-page';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

const MIRROR = {
  domain: 'casino2.example',
  status: 'active',
  new_link: null,
  last_seen_at: '2026-11-29T09:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
};
const RULE = {
  id: 5,
  match: 'prefix',
  path: '/promo',
  destination: '/bonuses',
  status: 302,
  keep_rest: true,
  active: true,
};

function serveSites() {
  const posts: unknown[] = [];
  const puts: { id: string; body: unknown }[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/mirrors`, () => HttpResponse.json({ data: [MIRROR] })),
    http.post(`${OFFICE_API}/operator/mirrors`, async ({ request }) => {
      const body = (await request.json()) as { new_link: string | null; domain: string };
      posts.push(body);
      if (body.new_link === 'ftp://x') {
        return HttpResponse.json(
          { errors: { new_link: ['invalid_value: Invalid'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ data: { ...body } }, { status: 200 });
    }),
    http.get(`${OFFICE_API}/operator/redirect-rules`, () => HttpResponse.json({ data: [RULE] })),
    http.put(`${OFFICE_API}/operator/redirect-rules/:id`, async ({ request, params }) => {
      const body = (await request.json()) as typeof RULE;
      puts.push({ id: String(params.id), body });
      // An exact rule cannot keep the rest of a path: refused on that field.
      if (body.match === 'exact' && body.keep_rest) {
        return HttpResponse.json(
          { errors: { keep_rest: ['invalid_value: Invalid'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ data: { ...RULE, ...body } });
    }),
  );
  return { posts, puts };
}

describe('mirrors and redirects in the office', () => {
  it('changes a mirror, a refused link shown on its field', async () => {
    const { posts } = serveSites();
    renderOffice(<SitesPage />, { permissions: ['marketing.manage'] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change the mirror casino2.example' }),
    );
    const form = screen.getByRole('heading', { name: 'Change casino2.example' }).closest('form')!;
    expect(within(form).getByRole('textbox', { name: 'Domain' })).toHaveValue('casino2.example');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Status' }),
      'Blocked',
    );
    const link = within(form).getByRole('textbox', { name: 'New link' });
    await userEvent.type(link, 'ftp://x');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await within(form).findByRole('textbox', { name: 'New link' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.clear(link);
    await userEvent.type(link, 'https://casino3.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('casino2.example: Blocked.')).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({
      domain: 'casino2.example',
      status: 'blocked',
      new_link: 'https://casino3.example',
    });
  });

  it('switches a redirect rule off with its other fields unchanged', async () => {
    const { puts } = serveSites();
    renderOffice(<SitesPage />, { permissions: ['marketing.manage'] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Switch off the rule for /promo' }),
    );
    expect(await screen.findByText('The rule for /promo is switched off.')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        id: '5',
        body: {
          match: 'prefix',
          path: '/promo',
          destination: '/bonuses',
          status: 302,
          keep_rest: true,
          active: false,
        },
      },
    ]);
  });
  it('changes a rule through its form, its switches labelled and a refused one shown on its box', async () => {
    const { puts } = serveSites();
    renderOffice(<SitesPage />, { permissions: ['marketing.manage'] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change the rule for /promo' }),
    );
    const form = screen
      .getByRole('heading', { name: 'Change the rule for /promo' })
      .closest('form')!;
    const keepRest = within(form).getByRole('checkbox', { name: /^Keep the rest of the path/ });
    const active = within(form).getByRole('checkbox', { name: 'Active' });
    expect(keepRest).toBeChecked();
    expect(active).toBeChecked();
    expect(keepRest).not.toHaveAttribute('aria-invalid');

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Match' }), 'exact');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    await within(form).findByText('This value is not allowed');
    expect(keepRest).toHaveAttribute('aria-invalid', 'true');
    expect(keepRest).toHaveAccessibleDescription('This value is not allowed');
    expect(active).not.toHaveAttribute('aria-invalid');

    // Clicking the label's text unticks the box; the rule is saved with it off.
    await userEvent.click(within(form).getByText(/^Keep the rest of the path/));
    expect(keepRest).not.toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('The rule for /promo is saved.')).toBeInTheDocument();
    expect(puts.at(-1)).toEqual({
      id: '5',
      body: {
        match: 'exact',
        path: '/promo',
        destination: '/bonuses',
        status: 302,
        keep_rest: false,
        active: true,
      },
    });
  });
});

describe('the funnel in the office', () => {
  it('shows each pair with its conversions and the totals, and a refused window on its field', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${OFFICE_API}/operator/funnel`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('from')}/${url.searchParams.get('to')}`);
        if (url.searchParams.get('to') === '2026-01-01') {
          return HttpResponse.json({ errors: { to: ['invalid_value: Invalid'] } }, { status: 422 });
        }
        return HttpResponse.json({
          data: [
            { partner: 'p1', campaign: 'c1', clicks: 200, registrations: 20, first_deposits: 5 },
            { partner: null, campaign: null, clicks: 0, registrations: 7, first_deposits: 1 },
          ],
        });
      }),
    );
    renderOffice(<FunnelPage />, { permissions: ['marketing.manage'] });
    const row = (await screen.findByRole('cell', { name: 'p1' })).closest('tr')!;
    expect(within(row).getByText('10.0 %')).toBeInTheDocument();
    expect(within(row).getByText('25.0 %')).toBeInTheDocument();
    expect(
      screen.getByText('In all: 200 clicks, 27 registrations, 6 first deposits.'),
    ).toBeInTheDocument();
    expect(asked[0]).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);

    const to = screen.getByLabelText('Until (UTC)');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByLabelText('Until (UTC)')).toHaveAttribute('aria-invalid', 'true');
  });
});
