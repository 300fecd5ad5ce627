import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SandboxReview } from '@/components/kyc-sandbox/sandbox-review';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession, signIn } from '../../support/session';
import { reviewApplicantFixture, type ReviewApplicant } from './kyc-fixtures';

beforeEach(resetSession);

/** The sandbox reviewer's API, recording the decisions sent. */
function reviewApi(applicants: ReviewApplicant[]) {
  let current = applicants;
  const decisions: { id: string; body: unknown; auth: string | null }[] = [];
  server.use(
    http.get(`${API}/dev/sumsub/review`, () => HttpResponse.json({ applicants: current })),
    http.post(`${API}/dev/sumsub/review/:id`, async ({ params, request }) => {
      const body = await request.json();
      decisions.push({ id: String(params.id), body, auth: request.headers.get('authorization') });
      current = current.map((applicant) =>
        applicant.id === params.id
          ? {
              ...applicant,
              review_status: 'completed',
              review_answer: (body as { answer: 'GREEN' | 'RED' }).answer,
            }
          : applicant,
      );
      return HttpResponse.json({ ok: true });
    }),
  );
  return decisions;
}

describe('sandbox KYC reviewer', () => {
  it('lists applicants with their details and documents, images shown and a PDF linked', async () => {
    reviewApi([
      reviewApplicantFixture(),
      reviewApplicantFixture({
        id: 'app-2',
        review_status: 'completed',
        review_answer: 'GREEN',
        info: { first_name: 'Aigerim', last_name: 'S.' },
        documents: [],
      }),
    ]);
    renderWithSession(<SandboxReview />);
    const first = await screen.findByRole('article', { name: 'Ivan Petrov' });
    expect(within(first).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(first).getByText('1990-04-12')).toBeInTheDocument();
    expect(within(first).getByText('KAZ')).toBeInTheDocument();
    expect(
      within(first).getByRole('img', { name: 'Identity document: passport.jpg' }),
    ).toHaveAttribute('src', `${API}/dev/sumsub/review/documents/img-1`);
    expect(within(first).getByRole('link', { name: 'Open selfie.pdf (PDF)' })).toHaveAttribute(
      'href',
      `${API}/dev/sumsub/review/documents/img-2`,
    );
    const second = screen.getByRole('article', { name: 'Aigerim S.' });
    expect(within(second).getByText('Approved')).toBeInTheDocument();
    // Only a waiting applicant can be decided.
    expect(within(second).queryByRole('group', { name: 'Decision' })).toBeNull();
  });

  it('approves with GREEN', async () => {
    const decisions = reviewApi([reviewApplicantFixture()]);
    const user = userEvent.setup();
    renderWithSession(<SandboxReview />);
    const card = await screen.findByRole('article', { name: 'Ivan Petrov' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toEqual({
      id: 'app-1',
      body: { answer: 'GREEN', labels: [] },
      auth: null,
    });
    expect(await screen.findByText('Ivan Petrov approved.')).toBeInTheDocument();
    expect(await within(card).findByText('Approved')).toBeInTheDocument();
  });

  it('rejects for a resubmission with ticked labels and a comment for the player', async () => {
    signIn('player-token');
    const decisions = reviewApi([reviewApplicantFixture()]);
    const user = userEvent.setup();
    renderWithSession(<SandboxReview />);
    const card = await screen.findByRole('article', { name: 'Ivan Petrov' });
    await user.click(within(card).getByRole('radio', { name: /Reject — resubmit/ }));
    await user.click(within(card).getByRole('button', { name: 'Reject and ask to resubmit' }));
    expect(within(card).getByText('Tick at least one reason.')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    const reasons = within(card).getByRole('group', { name: 'Reasons (reject labels)' });
    await user.click(within(reasons).getByRole('checkbox', { name: /Selfie does not match/ }));
    await user.click(within(reasons).getByRole('checkbox', { name: /Poor photo quality/ }));
    await user.type(within(card).getByLabelText('Comment for the player'), 'Retake the selfie.');
    await user.type(
      within(card).getByLabelText('Comment for staff only'),
      'Looks like a different person',
    );
    await user.click(within(card).getByRole('button', { name: 'Reject and ask to resubmit' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    // The reviewer is the provider's: the player's session is never sent.
    expect(decisions[0]).toEqual({
      id: 'app-1',
      auth: null,
      body: {
        answer: 'RED',
        reject_type: 'RETRY',
        labels: ['SELFIE_MISMATCH', 'UNSATISFACTORY_PHOTOS'],
        comment: 'Retake the selfie.',
        client_comment: 'Looks like a different person',
      },
    });
  });

  it('rejects for good with FINAL, offering the final labels', async () => {
    const decisions = reviewApi([reviewApplicantFixture()]);
    const user = userEvent.setup();
    renderWithSession(<SandboxReview />);
    const card = await screen.findByRole('article', { name: 'Ivan Petrov' });
    await user.click(within(card).getByRole('radio', { name: /Reject — final/ }));
    await user.click(within(card).getByRole('checkbox', { name: /Forged document/ }));
    await user.click(within(card).getByRole('button', { name: 'Reject for good' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]!.body).toEqual({
      answer: 'RED',
      reject_type: 'FINAL',
      labels: ['FORGERY'],
    });
  });

  it('shows the API refusing a decision on an applicant no longer waiting', async () => {
    reviewApi([reviewApplicantFixture()]);
    server.use(
      http.post(`${API}/dev/sumsub/review/:id`, () =>
        HttpResponse.json({ error: 'applicant_not_pending', message: 'no' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithSession(<SandboxReview />);
    const card = await screen.findByRole('article', { name: 'Ivan Petrov' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('This applicant is not waiting for a review'),
    ).toBeInTheDocument();
  });
});
