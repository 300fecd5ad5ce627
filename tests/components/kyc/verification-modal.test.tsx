/**
 * @long 45 — two tests wait for the modal's real 4 s polls (the review answering, a pending
 * status asked again): about 20 s alone.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/modal-host';
import { modalAtom } from '@/lib/atoms/modal';
import { server } from '../../msw/server';
import { loadAllModals } from '../../support/modals';
import { API, renderWithSession, resetSession, signIn } from '../../support/session';
import {
  fakeJpegFile,
  kycFixture,
  multipartOf,
  nothingAskedFixture,
  pdfFile,
  type KycAnswer,
} from './kyc-fixtures';

beforeAll(loadAllModals);
beforeEach(resetSession);
afterEach(() => {
  delete (window as { snsWebSdk?: unknown }).snsWebSdk;
});

/** `GET /kyc` answering each call with the next answer (the last one from then on). */
function kycApi(...answers: KycAnswer[]) {
  let calls = 0;
  server.use(
    http.get(`${API}/kyc`, () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return HttpResponse.json(answer);
    }),
  );
  return { calls: () => calls };
}

function accessTokenApi(answer: Record<string, unknown>) {
  const sent: (string | null)[] = [];
  server.use(
    http.post(`${API}/kyc/access-token`, ({ request }) => {
      sent.push(request.headers.get('authorization'));
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}

/** Text on the screen, not the live region that also says it. */
const SHOWN = { ignore: '[role="status"], script, style' };

function openVerification() {
  const user = userEvent.setup();
  const rendered = renderWithSession(<ModalHost />);
  act(() => rendered.store.set(modalAtom, 'Verification'));
  return { ...rendered, user, dialog: () => screen.getByRole('dialog') };
}

describe('Verification modal (issue 35)', () => {
  it('tells a guest what verification is, asking the API nothing', async () => {
    const calls = kycApi(kycFixture());
    openVerification();
    expect(
      screen.getByRole('dialog', { name: 'Identity verification' }),
    ).toHaveAccessibleDescription(/confirms your identity and age/);
    expect(screen.getByRole('link', { name: 'Read the KYC policy' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.calls()).toBe(0);
  });

  it('says when nothing needs verifying, and which level is verified', async () => {
    signIn();
    kycApi(nothingAskedFixture());
    openVerification();
    expect(await screen.findByText(/^Nothing needs verifying now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
  });

  it('shows level 1 asked before a payout, starts it and frames the sandbox page', async () => {
    signIn('player-token');
    kycApi(
      kycFixture({
        reasons: [
          { source: 'payout', level: 1 },
          { source: 'deposits', level: 1 },
        ],
      }),
    );
    const sent = accessTokenApi({
      provider: 'sandbox',
      token: 'sdk-token',
      level_name: 'basic-kyc-level',
      sdk_url: 'http://site.example/en/kyc/sandbox?token=sdk-token',
      expires_in: 600,
    });
    const { user } = openVerification();
    expect(
      await screen.findByText(
        'Level 1 — identity: your name, date of birth, an identity document and a selfie.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You asked for a payout, and payouts need a verified identity.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your deposits have reached the amount/)).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Verification progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Details, current step',
      'Documents, still to come',
      'Review, still to come',
      'Done, still to come',
    ]);

    await user.click(screen.getByRole('button', { name: 'Start verification' }));
    const frame = await screen.findByTitle('Identity verification by the sandbox provider');
    // The sandbox page is the site's own: framed on this page's origin (a mirror's, say).
    expect(frame).toHaveAttribute('src', 'http://localhost/en/kyc/sandbox?token=sdk-token');
    expect(sent).toEqual(['Bearer player-token']);
    // Focus moves to the window it opened.
    expect(screen.getByRole('heading', { name: 'Your details and documents' })).toHaveFocus();
  });

  it('after the sandbox page says "submitted", shows the review and asks every 4 s until it answers', async () => {
    signIn();
    const calls = kycApi(
      kycFixture(),
      kycFixture(),
      kycFixture({ status: 'pending', next_level: null }),
      kycFixture({
        level: 1,
        status: 'success',
        is_need: false,
        next_level: null,
        review: { answer: 'GREEN', reject_type: null, labels: [], comment: null },
      }),
    );
    accessTokenApi({
      provider: 'sandbox',
      token: 'sdk-token',
      level_name: 'basic-kyc-level',
      sdk_url: '/en/kyc/sandbox?token=sdk-token',
      expires_in: 600,
    });
    const { user } = openVerification();
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    const frame = await screen.findByTitle<HTMLIFrameElement>(/Identity verification by/);

    // A message from anywhere else is not believed.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'kyc-sandbox', event: 'submitted' },
          origin: 'http://evil.example',
          source: frame.contentWindow,
        }),
      );
    });
    expect(frame).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'kyc-sandbox', event: 'submitted' },
          origin: 'http://localhost',
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByText('Your documents are under review', SHOWN)).toBeInTheDocument();
    expect(screen.queryByTitle(/Identity verification by/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
      'Sent. Your documents are now being reviewed.',
    );
    const progress = screen.getByRole('list', { name: 'Verification progress' });
    expect(within(progress).getByText('Review')).toHaveTextContent('Review, current step');

    await waitFor(() => expect(screen.getByText('You are verified', SHOWN)).toBeInTheDocument(), {
      timeout: 15_000,
    });
    expect(calls.calls()).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(/Your verification is complete \(level 1\)/)).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
      'You are verified',
    );
  }, 30_000);

  it('shows a review under way and asks again while it is pending', async () => {
    signIn();
    const calls = kycApi(kycFixture({ status: 'pending', next_level: null }));
    openVerification();
    expect(await screen.findByText('Your documents are under review', SHOWN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.calls()).toBeGreaterThanOrEqual(2), { timeout: 6_000 });
  }, 15_000);

  it('explains a RETRY rejection in plain words with the comment, and opens the window again', async () => {
    signIn();
    kycApi(
      kycFixture({
        status: 'user_pending',
        review: {
          answer: 'RED',
          reject_type: 'RETRY',
          labels: ['SELFIE_MISMATCH', 'UNSATISFACTORY_PHOTOS', 'SOMETHING_NEW'],
          comment: 'The passport photo is blurred; please retake it in daylight.',
        },
      }),
    );
    const sent = accessTokenApi({
      provider: 'sandbox',
      token: 'sdk-2',
      level_name: 'basic-kyc-level',
      sdk_url: '/en/kyc/sandbox?token=sdk-2',
      expires_in: 600,
    });
    const { user } = openVerification();
    expect(await screen.findByText('Please send your documents again')).toBeInTheDocument();
    const fixes = screen.getByRole('list', { name: 'What to put right' });
    expect(
      within(fixes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The photos are hard to read: take them in good light, in focus, with nothing covered.',
      'The selfie does not match the photo in the document.',
      "Something else needs putting right: see the reviewer's comment.",
    ]);
    expect(
      screen.getByText('The passport photo is blurred; please retake it in daylight.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Verification progress' })).getByText('Documents'),
    ).toHaveTextContent('current step');

    await user.click(screen.getByRole('button', { name: 'Send documents again' }));
    expect(await screen.findByTitle(/Identity verification by/)).toHaveAttribute(
      'src',
      'http://localhost/en/kyc/sandbox?token=sdk-2',
    );
    expect(sent).toHaveLength(1);
  });

  it('after a FINAL rejection sends the player to support, with no way to start again', async () => {
    signIn();
    kycApi(
      kycFixture({
        status: 'failed',
        next_level: null,
        review: { answer: 'RED', reject_type: 'FINAL', labels: ['FORGERY'], comment: null },
      }),
    );
    openVerification();
    expect(await screen.findByText('Verification was refused', SHOWN)).toBeInTheDocument();
    expect(
      screen.getByText('The document did not pass the authenticity check.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(
      screen.queryByRole('button', { name: /Start verification|Send documents again/ }),
    ).toBeNull();
  });

  it('says so when no provider is connected', async () => {
    signIn();
    kycApi(kycFixture({ provider: null }));
    openVerification();
    expect(await screen.findByText(/Verification cannot be started right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start verification' })).toBeNull();
  });

  it('shows the API refusing to start (final rejection meanwhile) and where things stand now', async () => {
    signIn();
    const calls = kycApi(
      kycFixture(),
      kycFixture({
        status: 'failed',
        next_level: null,
        review: { answer: 'RED', reject_type: 'FINAL', labels: [], comment: null },
      }),
    );
    server.use(
      http.post(`${API}/kyc/access-token`, () =>
        HttpResponse.json({ error: 'kyc_final_rejection', message: 'final' }, { status: 409 }),
      ),
    );
    const { user } = openVerification();
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(
      await screen.findByText('Verification was refused; contact support'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Verification was refused', SHOWN)).toBeInTheDocument();
    expect(calls.calls()).toBe(2);
  });

  it("launches Sumsub's WebSDK with the token and the page's language, and follows its submission", async () => {
    signIn();
    kycApi(
      kycFixture({ provider: 'sumsub' }),
      kycFixture({ provider: 'sumsub', status: 'pending', next_level: null }),
    );
    accessTokenApi({
      provider: 'sumsub',
      token: '_act-sbx-1',
      level_name: 'basic-kyc-level',
      sdk_url: null,
      expires_in: 600,
    });
    const handlers: Record<string, () => void> = {};
    const launched: { token?: string; conf?: unknown; container?: unknown } = {};
    const builder = {
      withConf: (conf: unknown) => ((launched.conf = conf), builder),
      withOptions: () => builder,
      on: (event: string, handler: () => void) => ((handlers[event] = handler), builder),
      build: () => ({ launch: (container: unknown) => (launched.container = container) }),
    };
    (window as { snsWebSdk?: unknown }).snsWebSdk = {
      init: (token: string) => ((launched.token = token), builder),
    };
    const { user } = openVerification();
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    const region = await screen.findByRole('region', { name: 'Identity verification by Sumsub' });
    await waitFor(() => expect(launched.container).toBe(region));
    expect(launched.token).toBe('_act-sbx-1');
    expect(launched.conf).toMatchObject({ lang: 'en' });

    act(() => handlers['idCheck.onApplicantSubmitted']!());
    expect(await screen.findByText('Your documents are under review', SHOWN)).toBeInTheDocument();
  });

  describe('source of funds (level 3)', () => {
    const funds = (fields: Partial<KycAnswer> = {}) =>
      kycFixture({
        level: 1,
        required_level: 3,
        reasons: [{ source: 'staff', level: 3 }],
        next_level: 3,
        ...fields,
      });

    it('refuses a file that is not a JPEG, PNG or PDF before sending it, then sends one with its progress', async () => {
      signIn();
      kycApi(funds());
      const bodies: Record<string, unknown>[] = [];
      server.use(
        http.post(`${API}/kyc/documents`, async ({ request }) => {
          bodies.push(await multipartOf(request));
          await delay(300);
          return HttpResponse.json(
            funds({
              status: 'pending',
              next_level: null,
              uploads: [
                {
                  id: 'up-1',
                  file_name: 'statement.pdf',
                  status: 'pending',
                  note: null,
                  created_at: '2026-03-01T10:00:00.000Z',
                },
              ],
            }),
            { status: 201 },
          );
        }),
      );
      const { user } = openVerification();
      expect(await screen.findByText(/Level 3 — source of funds/)).toBeInTheDocument();
      expect(screen.getByText('Our compliance team asked for it.')).toBeInTheDocument();
      const input = screen.getByLabelText('Document');

      await user.upload(input, fakeJpegFile());
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          'Send a JPEG, PNG or PDF file JPEG, PNG or PDF, up to 10 MB.',
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Send the document' }));
      expect(bodies).toEqual([]);

      await user.upload(input, pdfFile());
      await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
      await user.click(screen.getByRole('button', { name: 'Send the document' }));
      expect(
        await screen.findByRole('progressbar', { name: 'Upload progress' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
        'Sending the document…',
      );
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({
        file: { name: 'statement.pdf', size: 8, type: 'application/pdf' },
      });
      // The answer is the new state: the document waits for staff, nothing more to send.
      expect(await screen.findByText('Your documents are under review', SHOWN)).toBeInTheDocument();
      expect(screen.getByText('statement.pdf')).toBeInTheDocument();
      expect(screen.getByText('Under review')).toBeInTheDocument();
    });

    it('lists a rejected document with the note from staff and lets the player send another', async () => {
      signIn();
      kycApi(
        funds({
          uploads: [
            {
              id: 'up-1',
              file_name: 'payslip.png',
              status: 'rejected',
              note: 'The payslip is older than three months.',
              created_at: '2026-03-01T10:00:00.000Z',
            },
          ],
        }),
      );
      openVerification();
      expect(await screen.findByText('payslip.png')).toBeInTheDocument();
      expect(screen.getByText('Not accepted')).toBeInTheDocument();
      expect(
        screen.getByText('Note from our team: The payslip is older than three months.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/Your last document was not accepted/)).toBeInTheDocument();
      expect(screen.getByLabelText('Document')).toBeEnabled();
    });

    it('shows a 422 on the file under the field', async () => {
      signIn();
      kycApi(funds());
      server.use(
        http.post(`${API}/kyc/documents`, () =>
          HttpResponse.json(
            { errors: { file: ['file_too_large: at most 10 MB'] } },
            { status: 422 },
          ),
        ),
      );
      const { user } = openVerification();
      const input = await screen.findByLabelText('Document');
      await user.upload(input, pdfFile());
      await user.click(screen.getByRole('button', { name: 'Send the document' }));
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          'The file is larger than 10 MB JPEG, PNG or PDF, up to 10 MB.',
        ),
      );
    });
  });

  it('closes on Escape like every modal', async () => {
    signIn();
    kycApi(kycFixture());
    const { store } = openVerification();
    await screen.findByRole('button', { name: 'Start verification' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(store.get(modalAtom)).toBeNull();
  });
});
