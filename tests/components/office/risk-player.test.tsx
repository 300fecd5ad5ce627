import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RiskPlayerPage } from '@/components/office/risk/player/risk-player-page';
import type { PlayerKyc } from '@/components/office/risk/player/player-kyc-types';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

const PLAYER = `${OFFICE_API}/operator/players/100011`;

/** A player asked for L2 after a risk flag, rejected once by the provider with a retry. */
function kycFixture(overrides: Partial<PlayerKyc> = {}): PlayerKyc {
  return {
    player: {
      id: 100011,
      name: 'Ivan Petrov',
      email: 'ivan@example.com',
      phone: '+77011234567',
      state: 'active',
      currency: 'RUB',
      kyc_level: 1,
      required_level: 2,
      status: 'user_pending',
      legal_name: 'IVAN PETROV',
      birth_date: '1990-04-05',
      screened_at: '2026-03-01T10:00:00.000Z',
    },
    applicant: {
      provider: 'sandbox',
      applicant_id: 'app-77',
      level_name: 'basic-kyc-level-2',
      review_status: 'completed',
      review: {
        answer: 'RED',
        reject_type: 'RETRY',
        labels: ['BAD_PROOF_OF_ADDRESS'],
        comment: 'The utility bill is older than three months.',
      },
      client_comment: 'Address does not match the card statement.',
      info: { first_name: 'Ivan', last_name: 'Petrov', dob: '1990-04-05', country: 'KAZ' },
      updated_at: '2026-03-02T09:30:00.000Z',
    },
    requirements: [
      {
        id: 5,
        level: 2,
        source: 'flag',
        reason: 'duplicate_account',
        created_by: 'system',
        created_at: '2026-03-01T08:00:00.000Z',
        lifted_at: null,
        lifted_by: null,
      },
      {
        id: 4,
        level: 1,
        source: 'payout',
        reason: null,
        created_by: 'system',
        created_at: '2026-02-20T08:00:00.000Z',
        lifted_at: '2026-02-21T08:00:00.000Z',
        lifted_by: 'staff:3',
      },
    ],
    flags: [
      {
        id: 41,
        user_id: 100011,
        kind: 'duplicate_account',
        evidence: { signal: 'device', other_user_ids: [100012, 100013], mark: 'm1' },
        status: 'open',
        created_at: '2026-03-01T08:00:00.000Z',
        decided_at: null,
        decided_by: null,
        decision_reason: null,
      },
    ],
    documents: [
      {
        id: 'doc-1',
        doc_type: 'IDENTITY',
        file_name: 'passport.jpg',
        mime: 'image/jpeg',
        added_at: '2026-03-01T09:00:00.000Z',
      },
      {
        id: 'doc-2',
        doc_type: 'PROOF_OF_RESIDENCE',
        file_name: 'bill.pdf',
        mime: 'application/pdf',
        added_at: '2026-03-01T09:05:00.000Z',
      },
    ],
    documents_error: null,
    uploads: [
      {
        id: 'up-1',
        file_name: 'salary.pdf',
        status: 'pending',
        note: null,
        created_at: '2026-03-02T12:00:00.000Z',
        mime: 'application/pdf',
        size: 2_400_000,
      },
    ],
    events: [
      {
        type: 'applicantReviewed',
        created_at: '2026-03-02T09:30:00.000Z',
        outcome: 'applied',
        review_answer: 'RED',
      },
      {
        type: 'applicantPending',
        created_at: '2026-03-01T09:10:00.000Z',
        outcome: 'applied',
        review_answer: null,
      },
    ],
    turnover: {
      multiplier: 1,
      required: 50000,
      staked: 20000,
      remaining: 30000,
      currency: 'RUB',
      since: null,
    },
    ...overrides,
  };
}

/** Serves the player's page; answers each POST with `answer(path, body)`, recording them. */
function playerApi(
  initial: PlayerKyc | (() => PlayerKyc),
  answer: (path: string, body: unknown) => Response = () => HttpResponse.json(initial),
) {
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${PLAYER}/kyc`, () =>
      HttpResponse.json(typeof initial === 'function' ? initial() : initial),
    ),
    http.get(`${PLAYER}/kyc/documents/:id`, ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    }),
    http.post(`${OFFICE_API}/operator/players/100011/*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/api/operator/players/100011/', '');
      const body = await request.json();
      posts.push({ path, body });
      return answer(path, body);
    }),
  );
  return posts;
}

const section = (name: string) => screen.getByRole('region', { name });

describe("a player's verification (/office/risk/players/{id})", () => {
  beforeAll(() => {
    // jsdom has no blob URLs.
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/document');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows every section from the answer', async () => {
    playerApi(kycFixture());
    renderOffice(<RiskPlayerPage userId={100011} />);

    expect(await screen.findByRole('heading', { name: 'Player #100011' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Risk queue' })).toHaveAttribute(
      'href',
      '/en/office/risk',
    );
    expect(screen.getByText('+77011234567')).toBeInTheDocument();

    const verification = section('Verification');
    const fact = (text: string) => within(verification).getByText(text, { selector: 'dd' });
    expect(fact('Level 1: identity').previousSibling).toHaveTextContent('Verified');
    expect(fact('Level 2: proof of address').previousSibling).toHaveTextContent('Asked');
    expect(within(verification).getByText('Waiting for the player')).toBeInTheDocument();
    const requirements = within(verification).getByRole('table', {
      name: 'Why levels are asked',
    });
    const [flagRow, payoutRow] = within(requirements).getAllByRole('row').slice(1);
    expect(within(flagRow!).getByText('A risk flag')).toBeInTheDocument();
    expect(within(flagRow!).getByText('Automatic check')).toBeInTheDocument();
    expect(
      within(flagRow!).getByRole('button', {
        name: 'Lift the level 2 requirement (A risk flag)',
      }),
    ).toBeInTheDocument();
    expect(within(payoutRow!).getByText('Staff member #3')).toBeInTheDocument();
    expect(within(payoutRow!).queryByRole('button')).not.toBeInTheDocument();

    const applicant = section("Provider's review");
    expect(within(applicant).getByText('Rejected (RED)')).toBeInTheDocument();
    expect(within(applicant).getByText('The player may send again (RETRY)')).toBeInTheDocument();
    expect(within(applicant).getByText('BAD_PROOF_OF_ADDRESS')).toBeInTheDocument();
    expect(
      within(applicant).getByText('The utility bill is older than three months.'),
    ).toBeInTheDocument();
    expect(
      within(applicant).getByText('Address does not match the card statement.'),
    ).toBeInTheDocument();
    expect(within(applicant).getByText('Comment for staff only')).toBeInTheDocument();
    expect(within(applicant).getByText('KAZ')).toBeInTheDocument();
    expect(within(applicant).getByText('IVAN PETROV')).toBeInTheDocument();
    expect(within(applicant).getAllByText('1990-04-05')).toHaveLength(2);

    const documents = section("Provider's documents");
    expect(
      await within(documents).findByRole('button', {
        name: 'Open Identity document: passport.jpg',
      }),
    ).toBeInTheDocument();
    expect(
      within(documents).getByRole('button', {
        name: 'Open Proof of address: bill.pdf (PDF) in a new tab',
      }),
    ).toBeInTheDocument();

    const uploads = section('Source-of-funds documents');
    expect(within(uploads).getByText('salary.pdf')).toBeInTheDocument();
    expect(within(uploads).getByText('application/pdf · 2.3 MB')).toBeInTheDocument();

    const events = section("Provider's webhooks");
    const items = within(events).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('applicantReviewed · answer RED'),
      expect.stringContaining('applicantPending'),
    ]);

    const turnover = section('Turnover before payouts');
    expect(within(turnover).getByText('Deposits must be staked 1× before a payout.')).toBeVisible();
    expect(within(turnover).getByText(/RUB\s?30,000\.00/)).toBeInTheDocument();
    expect(within(turnover).getByRole('progressbar')).toHaveAttribute('value', '20000');

    const flags = section('Risk flags');
    expect(within(flags).getByText('Shares a device with #100012, #100013')).toBeInTheDocument();
    expect(
      within(flags).getByRole('button', { name: 'Decide: Duplicate account, flag #41' }),
    ).toBeInTheDocument();
  });

  it('opens a document larger, fetched with the staff token', async () => {
    const events = userEvent.setup();
    playerApi(kycFixture());
    renderOffice(<RiskPlayerPage userId={100011} />);
    await events.click(
      await screen.findByRole('button', { name: 'Open Identity document: passport.jpg' }),
    );
    const viewer = screen.getByRole('dialog', { name: 'Identity document: passport.jpg' });
    expect(
      within(viewer).getByRole('img', { name: 'Identity document: passport.jpg' }),
    ).toHaveAttribute('src', 'blob:http://localhost/document');
  });

  it('rejects an upload only with a note for the player', async () => {
    const events = userEvent.setup();
    const rejected = kycFixture({
      uploads: [
        {
          ...kycFixture().uploads[0]!,
          status: 'rejected',
          note: 'The statement must show your name.',
        },
      ],
    });
    const posts = playerApi(kycFixture(), () => HttpResponse.json(rejected));
    renderOffice(<RiskPlayerPage userId={100011} />);
    await events.click(await screen.findByRole('button', { name: 'Reject salary.pdf' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject the document' });
    await events.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const note = within(dialog).getByLabelText('Note to the player');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Give a reason\./);
    expect(note).toHaveAccessibleDescription(/The player sees this note/);
    expect(posts).toEqual([]);

    await events.type(note, 'The statement must show your name.');
    await events.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'salary.pdf is rejected; the player sees your note.',
    );
    expect(posts).toEqual([
      {
        path: 'kyc/uploads/up-1/decide',
        body: { decision: 'reject', note: 'The statement must show your name.' },
      },
    ]);
    const uploads = section('Source-of-funds documents');
    expect(within(uploads).getByText('Rejected')).toBeInTheDocument();
    expect(within(uploads).getByText('The statement must show your name.')).toBeInTheDocument();
    expect(within(uploads).queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
  });

  it('asks for a level with a reason, and lifts a requirement (409: already lifted)', async () => {
    const events = userEvent.setup();
    let lifted = false;
    const current = () =>
      lifted
        ? kycFixture({
            requirements: kycFixture().requirements.map((row) => ({
              ...row,
              lifted_at: '2026-03-03T08:00:00.000Z',
              lifted_by: 'staff:9',
            })),
          })
        : kycFixture();
    const posts = playerApi(current, (path) => {
      if (path.startsWith('kyc/requirements')) {
        lifted = true;
        return HttpResponse.json(
          { error: 'requirement_lifted', message: 'Lifted already' },
          { status: 409 },
        );
      }
      return HttpResponse.json(
        kycFixture({ player: { ...kycFixture().player, required_level: 3 } }),
      );
    });
    renderOffice(<RiskPlayerPage userId={100011} />);

    const form = await screen.findByRole('form', { name: 'Ask for a level' });
    expect(within(form).getByLabelText('Level')).toHaveValue('2');
    await events.click(within(form).getByRole('button', { name: 'Ask the player' }));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(/Give a reason\./);
    expect(posts).toEqual([]);
    await events.selectOptions(within(form).getByLabelText('Level'), '3');
    await events.type(within(form).getByLabelText('Reason'), 'Large deposits by card');
    await events.click(within(form).getByRole('button', { name: 'Ask the player' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Level 3 is asked of the player.');
    expect(posts.at(-1)).toEqual({
      path: 'kyc/request',
      body: { level: 3, reason: 'Large deposits by card' },
    });
    expect(
      within(section('Verification')).getByText('Level 3: source of funds', { selector: 'dd' }),
    ).toBeInTheDocument();

    await events.click(
      screen.getByRole('button', { name: 'Lift the level 2 requirement (A risk flag)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Lift the requirement' });
    await events.type(within(dialog).getByLabelText('Reason'), 'Verified by phone');
    await events.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This requirement was already lifted; the page shows it now.',
    );
    expect(posts.at(-1)).toEqual({
      path: 'kyc/requirements/5/lift',
      body: { reason: 'Verified by phone' },
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /Lift the level 2 requirement/ }),
      ).not.toBeInTheDocument(),
    );
  });

  it('waives the turnover rule with a reason', async () => {
    const events = userEvent.setup();
    const waived = kycFixture({
      turnover: { ...kycFixture().turnover!, staked: 50000, remaining: 0, since: null },
    });
    const posts = playerApi(kycFixture(), () => HttpResponse.json(waived));
    renderOffice(<RiskPlayerPage userId={100011} />);
    await events.click(await screen.findByRole('button', { name: 'Waive' }));
    const dialog = screen.getByRole('dialog', { name: 'Waive the turnover rule' });
    await events.type(within(dialog).getByLabelText('Reason'), 'Deposit refunded by the bank');
    await events.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The turnover rule is waived for the deposits so far.',
    );
    expect(posts).toEqual([
      { path: 'turnover/waive', body: { reason: 'Deposit refunded by the bank' } },
    ]);
    expect(screen.getByText('The rule is met: it holds no payout.')).toBeInTheDocument();
  });

  it('says so when there is no such player', async () => {
    server.use(
      http.get(`${PLAYER}/kyc`, () =>
        HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 }),
      ),
    );
    renderOffice(<RiskPlayerPage userId={100011} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no player #100011.');
  });
});
