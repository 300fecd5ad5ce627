import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PromoCodeEditor } from '@/components/office/marketing/promo-code-editor';
import { PromoCodesPage } from '@/components/office/marketing/promo-codes-page';
import type { PromoCode } from '@/lib/api/office-marketing';
import { server } from '../../msw/server';
import { navigation } from '../../support/navigation-mock';
import { FREE500, WELCOME, promo, renderMarketing } from './marketing-fixtures';
import { OFFICE_API, captureDownloads } from './office-render';

const PROMOS = `${OFFICE_API}/operator/bonuses/promo-codes`;

/**
 * Serves the templates and the promo codes as the API does: a page of codes by code, from the
 * prefix `q` and after the cursor `after`, `limit` of them (at most `pageSize`, to page a short
 * list), and one code by its code. Records the lists' queries, the codes read one by one and
 * what each write sent.
 */
function marketingApi(
  promos: PromoCode[],
  write?: (body: unknown) => Response | Promise<Response>,
  { pageSize = 200 }: { pageSize?: number } = {},
) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const asked: Record<string, string>[] = [];
  const read: string[] = [];
  server.use(
    http.get(`${OFFICE_API}/operator/bonuses/templates`, () =>
      HttpResponse.json({ data: [WELCOME, FREE500] }),
    ),
    http.get(PROMOS, ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      const q = query.get('q') ?? '';
      const after = query.get('after');
      const limit = Math.min(Number(query.get('limit')), pageSize);
      const matching = promos
        .filter((row) => row.code.startsWith(q) && (!after || row.code > after))
        .sort((a, b) => (a.code < b.code ? -1 : 1));
      const data = matching.slice(0, limit);
      return HttpResponse.json({
        data,
        next: matching.length > limit ? data.at(-1)!.code : null,
      });
    }),
    http.get(`${PROMOS}/:code`, ({ request, params }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      const code = String(params.code);
      read.push(code);
      const found = promos.find((row) => row.code === code.toUpperCase());
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
    }),
    http.post(PROMOS, async ({ request }) => {
      const body = await request.json();
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
      return write ? write(body) : HttpResponse.json({ data: {} }, { status: 500 });
    }),
    http.put(`${PROMOS}/:code`, async ({ request }) => {
      const body = await request.json();
      sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      return write ? write(body) : HttpResponse.json({ data: {} }, { status: 500 });
    }),
  );
  return { sent, asked, read };
}

/** The search form's field and buttons. */
const searchForm = () => screen.getByRole('search', { name: 'Search promo codes' });
const searchField = () => within(searchForm()).getByLabelText('Code starts with');
const searchButton = (name: 'Search' | 'Clear') =>
  within(searchForm()).getByRole('button', { name });

/** The codes of the list's rows, in order. */
const listedCodes = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByText(/^[A-Z0-9_-]+$/, { selector: 'strong' }).textContent);

describe('the promo codes (/office/marketing)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/office/marketing');
  });

  it('lists each code with its bonus, uses, audience, window and state, and links to its form', async () => {
    const { asked } = marketingApi([
      promo({
        code: 'SUMMER25',
        name: 'Summer',
        max_uses: 100,
        uses: 7,
        currencies: ['RUB', 'KZT'],
      }),
      promo({ code: 'FREE500', template: 'promo-free500', new_players_only: true, active: false }),
    ]);
    renderMarketing('/office/marketing', <PromoCodesPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promo codes' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Marketing' });
    expect(within(tabs).getByRole('link', { name: 'Promo codes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Bonus templates' })).toHaveAttribute(
      'href',
      '/en/office/marketing/templates',
    );
    const summer = (await screen.findByText('SUMMER25', { selector: 'strong' })).closest('tr')!;
    expect(within(summer).getByText('100% on your first deposit')).toBeInTheDocument();
    expect(within(summer).getByText('7 of 100')).toBeInTheDocument();
    expect(within(summer).getByText('Every player · RUB, KZT')).toBeInTheDocument();
    expect(within(summer).getByText('No limits')).toBeInTheDocument();
    expect(within(summer).getByText('On')).toBeInTheDocument();
    const free = screen.getByText('FREE500', { selector: 'strong' }).closest('tr')!;
    expect(within(free).getByText('0 (no limit)')).toBeInTheDocument();
    expect(within(free).getByText('New players · every currency')).toBeInTheDocument();
    expect(within(free).getByText('Off')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Edit FREE500' })).toHaveAttribute(
      'href',
      '/en/office/marketing/promo-codes/edit/FREE500',
    );
    expect(screen.getByRole('link', { name: 'New promo code' })).toHaveAttribute(
      'href',
      '/en/office/marketing/promo-codes/new',
    );
    // One page, by code; one page only, so no pager.
    expect(asked[0]).toEqual({ limit: '50' });
    expect(listedCodes()).toEqual(['FREE500', 'SUMMER25']);
    expect(screen.queryByRole('navigation', { name: 'Pages of promo codes' })).toBeNull();
  });

  it('pages by cursor, finds codes by their first letters, and keeps the search in the address', async () => {
    const events = userEvent.setup();
    const { asked } = marketingApi(
      ['SUMMER25', 'SUMMER26', 'SUMMER27', 'WINTER1'].map((code) => promo({ code })),
      undefined,
      { pageSize: 2 },
    );
    renderMarketing('/office/marketing', <PromoCodesPage />);
    await screen.findByRole('link', { name: 'Edit SUMMER26' });
    expect(listedCodes()).toEqual(['SUMMER25', 'SUMMER26']);

    // Next, then previous again: the trail of cursors (codes are in order of their letters, not
    // of time, so the pager says pages).
    const pager = screen.getByRole('navigation', { name: 'Pages of promo codes' });
    await events.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Edit WINTER1' });
    expect(asked.at(-1)).toEqual({ after: 'SUMMER26', limit: '50' });
    expect(listedCodes()).toEqual(['SUMMER27', 'WINTER1']);
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await events.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: 'Edit SUMMER25' });

    // A prefix, typed in lower case, asks in capitals from the first page.
    await events.type(searchField(), 'summer2');
    await events.click(searchButton('Search'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'SUMMER2', limit: '50' }));
    expect(window.location.search).toBe('?q=SUMMER2');
    // The search keeps the focus where it was, on its button.
    expect(searchButton('Search')).toHaveFocus();
    await events.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Edit SUMMER27' });
    expect(asked.at(-1)).toEqual({ q: 'SUMMER2', after: 'SUMMER26', limit: '50' });
    expect(listedCodes()).toEqual(['SUMMER27']);

    // Nothing starts with it: the list says so.
    await events.clear(searchField());
    await events.type(searchField(), 'autumn{Enter}');
    expect(await screen.findByText('No promo code starts with AUTUMN.')).toBeInTheDocument();
    expect(searchField()).toHaveFocus();

    // No code holds a space: refused on the field, nothing asked.
    const before = asked.length;
    await events.clear(searchField());
    await events.type(searchField(), 'a b');
    await events.click(searchButton('Search'));
    expect(searchField()).toHaveAttribute('aria-invalid', 'true');
    expect(searchField()).toHaveAccessibleDescription(
      'A code holds only Latin letters, digits, - and _.',
    );
    expect(asked).toHaveLength(before);

    await events.click(searchButton('Clear'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: '50' }));
    expect(window.location.search).toBe('');
    expect(searchField()).toHaveValue('');
    expect(searchField()).not.toHaveAttribute('aria-invalid');
  });

  it('starts from the search in the address', async () => {
    window.history.replaceState(null, '', '/en/office/marketing?q=winter');
    const { asked } = marketingApi(
      ['SUMMER25', 'WINTER1', 'WINTER2'].map((code) => promo({ code })),
    );
    renderMarketing('/office/marketing', <PromoCodesPage />);
    await screen.findByRole('link', { name: 'Edit WINTER2' });
    expect(asked[0]).toEqual({ q: 'WINTER', limit: '50' });
    expect(listedCodes()).toEqual(['WINTER1', 'WINTER2']);
    expect(screen.getByLabelText('Code starts with')).toHaveValue('WINTER');
  });

  it('exports every page of the search to CSV through the cursor', async () => {
    const events = userEvent.setup();
    const files = captureDownloads();
    window.history.replaceState(null, '', '/en/office/marketing?q=S');
    const { asked } = marketingApi(
      [
        promo({ code: 'SPRING', max_uses: 10, uses: 3 }),
        promo({ code: 'SUMMER25', template: null, active: false }),
        promo({ code: 'SUMMER26' }),
        promo({ code: 'WINTER1' }),
      ],
      undefined,
      { pageSize: 2 },
    );
    renderMarketing('/office/marketing', <PromoCodesPage />);
    await screen.findByRole('link', { name: 'Edit SUMMER25' });
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked.slice(1)).toEqual([
      { q: 'S', limit: '200' },
      { q: 'S', after: 'SUMMER25', limit: '200' },
    ]);
    expect(files[0]!.name).toMatch(/^promo-codes-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe('Code,Bonus,Uses,Who can use it,Valid,State');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      'SPRING',
      'SUMMER25',
      'SUMMER26',
    ]);
    expect(lines[1]).toMatch(/^SPRING,welcome-1,3,/);
    expect(lines[2]).toMatch(/^SUMMER25,,0,.*,off$/);
    expect(await screen.findByText('3 rows saved to the file.')).toBeInTheDocument();
  });

  it('creates a promo code: the body the API takes, progress while it saves, and the list says so', async () => {
    const events = userEvent.setup();
    let answer!: (response: Response) => void;
    const promos: PromoCode[] = [];
    const { sent } = marketingApi(promos, (body) => {
      const created = promo({ ...(body as PromoCode), code: 'SUMMER25', uses: 0 });
      promos.push(created);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      }).then(() => HttpResponse.json({ data: created }, { status: 201 }));
    });
    const view = renderMarketing('/office/marketing/promo-codes/new', <PromoCodeEditor />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'New promo code' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New promo code' });
    await within(form).findByRole('option', { name: /^welcome-1 — / });
    const code = within(form).getByLabelText('Code');
    expect(code).toHaveAccessibleDescription(
      'Letters, digits, - and _, up to 64; saved in capitals.',
    );
    await events.type(code, 'summer25');
    await events.type(within(form).getByLabelText('Name for staff'), 'Summer campaign');
    await events.selectOptions(within(form).getByLabelText('Bonus template'), 'welcome-1');
    await events.type(within(form).getByLabelText('Uses in all'), '500');
    await events.click(within(form).getByRole('checkbox', { name: 'New players only' }));
    const currencies = within(form).getByRole('group', { name: 'Currencies' });
    await events.click(within(currencies).getByRole('checkbox', { name: 'RUB' }));
    await events.click(within(currencies).getByRole('checkbox', { name: 'KZT' }));
    fireEvent.change(within(form).getByLabelText('Valid from'), {
      target: { value: '2026-12-01T10:00' },
    });
    fireEvent.change(within(form).getByLabelText('Valid until'), {
      target: { value: '2026-12-31T23:30' },
    });
    expect(within(form).getByRole('checkbox', { name: 'On: players can use it' })).toBeChecked();
    await events.click(within(form).getByRole('button', { name: 'Create the promo code' }));

    // Saving: the button says so and cannot be pressed again.
    const saving = await within(form).findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/operator/bonuses/promo-codes',
      body: {
        code: 'summer25',
        name: 'Summer campaign',
        template: 'welcome-1',
        max_uses: 500,
        new_players_only: true,
        currencies: ['RUB', 'KZT'],
        starts_at: new Date('2026-12-01T10:00').toISOString(),
        expires_at: new Date('2026-12-31T23:30').toISOString(),
        active: true,
      },
    });
    answer(new Response());

    // Saved: back to the list, which says so and shows the new code.
    await waitFor(() =>
      expect(navigation.router.push).toHaveBeenCalledWith('/en/office/marketing'),
    );
    view.navigate('/office/marketing', <PromoCodesPage />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Promo code SUMMER25 is created.');
    expect(status).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Edit SUMMER25' })).toBeInTheDocument();
  });

  it('shows a 422 on its fields: a taken code, a refused limit, and the rest above the form', async () => {
    const events = userEvent.setup();
    const { sent } = marketingApi([], () =>
      HttpResponse.json(
        {
          errors: {
            code: ['invalid_value: Invalid input'],
            max_uses: ['too_small: Too small: expected number to be >=1'],
            'currencies.1': ['invalid_value: Invalid option'],
          },
        },
        { status: 422 },
      ),
    );
    renderMarketing('/office/marketing/promo-codes/new', <PromoCodeEditor />);
    const form = await screen.findByRole('form', { name: 'New promo code' });
    await within(form).findByRole('option', { name: /^promo-free500 — / });

    // Required fields left empty are refused here, before anything is sent.
    await events.click(within(form).getByRole('button', { name: 'Create the promo code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Check the highlighted fields.',
    );
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(within(form).getByLabelText('Code')).toHaveFocus();
    expect(within(form).getByLabelText('Bonus template')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await events.type(within(form).getByLabelText('Code'), 'WELCOME');
    await events.type(within(form).getByLabelText('Name for staff'), 'Again');
    await events.selectOptions(within(form).getByLabelText('Bonus template'), 'promo-free500');
    await events.type(within(form).getByLabelText('Uses in all'), '0');
    await events.click(within(form).getByRole('button', { name: 'Create the promo code' }));

    const code = within(form).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(/A promo code with this code already exists\./);
    expect(code).toHaveFocus();
    expect(within(form).getByLabelText('Uses in all')).toHaveAccessibleDescription(
      /Too small: expected number to be >=1/,
    );
    // A nested key (`currencies.1`) lands on its group.
    expect(within(form).getByRole('group', { name: 'Currencies' })).toHaveAccessibleDescription(
      /This value is not allowed/,
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(sent).toHaveLength(1);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it('edits a promo code: its terms prefilled, the code kept, a PUT of the whole terms', async () => {
    const events = userEvent.setup();
    const existing = promo({
      code: 'SUMMER25',
      name: 'Summer',
      max_uses: 100,
      uses: 7,
      currencies: ['RUB'],
      expires_at: '2026-12-31T20:30:00.000Z',
    });
    const { sent, asked, read } = marketingApi([existing], (body) =>
      HttpResponse.json({ data: { ...existing, ...(body as object) } }),
    );
    // The address as typed (in lower case): the code is read by itself, not looked for in a page.
    renderMarketing(
      '/office/marketing/promo-codes/edit/summer25',
      <PromoCodeEditor code="summer25" />,
    );
    const form = await screen.findByRole('form', { name: 'Promo code SUMMER25' });
    expect(read).toEqual(['summer25']);
    expect(asked).toEqual([]);
    const code = within(form).getByLabelText('Code');
    expect(code).toHaveValue('SUMMER25');
    expect(code).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Uses in all')).toHaveValue(100);
    expect(within(form).getByLabelText('Uses in all')).toHaveAccessibleDescription(
      /Used 7 times so far/,
    );
    await waitFor(() =>
      expect(within(form).getByLabelText('Bonus template')).toHaveValue('welcome-1'),
    );

    await events.clear(within(form).getByLabelText('Uses in all'));
    await events.click(within(form).getByRole('checkbox', { name: 'On: players can use it' }));
    await events.click(within(form).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/operator/bonuses/promo-codes/SUMMER25',
      body: {
        code: 'SUMMER25',
        name: 'Summer',
        template: 'welcome-1',
        max_uses: null,
        new_players_only: false,
        currencies: ['RUB'],
        starts_at: null,
        expires_at: '2026-12-31T20:30:00.000Z',
        active: false,
      },
    });
    await waitFor(() =>
      expect(navigation.router.push).toHaveBeenCalledWith('/en/office/marketing'),
    );
  });

  it('says so when the promo code does not exist', async () => {
    const { read } = marketingApi([promo({ code: 'SUMMER25' })]);
    renderMarketing('/office/marketing/promo-codes/edit/NOPE', <PromoCodeEditor code="NOPE" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no promo code NOPE.');
    expect(read).toEqual(['NOPE']);
    expect(screen.getByRole('link', { name: '← Promo codes' })).toHaveAttribute(
      'href',
      '/en/office/marketing',
    );
  });
});
