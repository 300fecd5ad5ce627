import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AuditPage } from '@/components/office/audit/audit-page';
import { StaffPage } from '@/components/office/staff/staff-page';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice, captureDownloads } from './office-render';

const account = (id: number, name: string, role: string, lastLogin: string | null) => ({
  id,
  email: `${name.toLowerCase()}@office.test`,
  name,
  role,
  totp_enrolled: true,
  ip_allow: null,
  disabled: false,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: lastLogin,
});

describe('the office lists on the grid', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('staff: the order comes from the address and goes back into it', async () => {
    const events = userEvent.setup();
    window.history.replaceState(null, '', '/en/office/staff?sort=-name');
    server.use(
      http.get(`${OFFICE_API}/operator/staff`, () =>
        HttpResponse.json({
          data: [
            account(1, 'Anna', 'admin', '2026-03-02T10:00:00.000Z'),
            account(2, 'Boris', 'support', null),
            account(3, 'Vera', 'risk', '2026-03-01T10:00:00.000Z'),
          ],
        }),
      ),
    );
    renderOffice(<StaffPage />, { permissions: ['staff.manage'] });
    const list = await screen.findByRole('table', { name: 'Staff accounts' });
    const names = () =>
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('strong')!.textContent);

    expect(names()).toEqual(['Vera', 'Boris', 'Anna']);
    expect(within(list).getByRole('columnheader', { name: /Member/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await events.click(within(list).getByRole('button', { name: 'Last sign-in' }));
    expect(window.location.search).toBe('?sort=last_login_at');
    // Oldest sign-in first; who never signed in comes last.
    expect(names()).toEqual(['Vera', 'Anna', 'Boris']);
    expect(within(list).getByRole('columnheader', { name: /Last sign-in/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(list).getByRole('columnheader', { name: /Member/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    // Columns the API cannot order by have no button.
    expect(
      within(within(list).getByRole('columnheader', { name: 'Status' })).queryByRole('button'),
    ).toBeNull();
  });

  it('audit: the CSV holds every page of the same query, read through the cursor', async () => {
    const events = userEvent.setup();
    const files = captureDownloads();
    const row = (id: number, action: string) => ({
      id,
      at: '2026-03-02T10:00:00.000Z',
      actor: { type: 'staff', id: 7, label: 'Rita Risk', role: 'risk' },
      action,
      target: { type: 'payouts', id: `p${id}` },
      before: null,
      after: id === 3 ? { status: 'approved' } : null,
      reason: null,
      request_id: null,
      address: '10.0.0.1',
    });
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(`${OFFICE_API}/operator/audit`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        return HttpResponse.json(
          query.before === '3'
            ? { data: [row(2, '=cmd'), row(1, 'staff.sign_in')], next: null }
            : { data: [row(3, 'payouts.approve')], next: 3 },
        );
      }),
    );
    renderOffice(<AuditPage />, { permissions: ['audit.read'] });
    await screen.findByText('payouts.approve');
    expect(asked).toEqual([{ limit: '50' }]);

    // Hide the address column: the file follows the columns shown.
    await events.click(screen.getByRole('button', { name: 'Columns' }));
    await events.click(screen.getByRole('checkbox', { name: 'Address' }));
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked.slice(1)).toEqual([{ limit: '200' }, { limit: '200', before: '3' }]);
    expect(files[0]!.name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe('Time,Who,Action,Target,Details');
    expect(lines).toHaveLength(5); // the header, three rows, the last CRLF
    expect(lines[1]).toContain(',Rita Risk · Staff · risk · #7,payouts.approve,payouts p3,');
    expect(lines[2]).toContain(",Rita Risk · Staff · risk · #7,'=cmd,payouts p2,");
    expect(lines[3]).toContain(',Rita Risk · Staff · risk · #7,staff.sign_in,payouts p1,');
    expect(lines[1]).toContain(
      '"{""reason"":null,""before"":null,""after"":{""status"":""approved""}}"',
    );
    expect(await screen.findByText('3 rows saved to the file.')).toBeInTheDocument();
  });
});
