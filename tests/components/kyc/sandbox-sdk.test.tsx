import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SandboxSdk } from '@/components/kyc-sandbox/sandbox-sdk';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession, signIn } from '../../support/session';
import {
  fakeJpegFile,
  multipartOf,
  pdfFile,
  pngFile,
  sdkFixture,
  type SandboxSdkAnswer,
} from './kyc-fixtures';

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

type Sent = { path: string; auth: string | null; body: unknown };

/** The sandbox provider's SDK API over one applicant, recording what the page sends. */
function sdkApi(initial: SandboxSdkAnswer = sdkFixture()) {
  let current = initial;
  const sent: Sent[] = [];
  server.use(
    http.get(`${API}/dev/sumsub/sdk/applicant`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer sdk-token'
        ? HttpResponse.json(current)
        : HttpResponse.json({ error: 'invalid_sdk_token', message: 'expired' }, { status: 401 }),
    ),
    http.post(`${API}/dev/sumsub/sdk/documents`, async ({ request }) => {
      const body = await multipartOf(request);
      sent.push({ path: 'documents', auth: request.headers.get('authorization'), body });
      const file = body.file as { name: string; size: number; type: string };
      current = {
        ...current,
        documents: [
          ...current.documents,
          {
            id: `img-${current.documents.length + 1}`,
            doc_type: body.doc_type as 'IDENTITY',
            file_name: file.name,
            mime: file.type,
            size: file.size,
            // The attempt being prepared, one past those sent (as the sandbox answers).
            attempt: current.attempt + 1,
            created_at: new Date().toISOString(),
          },
        ],
      };
      return HttpResponse.json(current, { status: 201 });
    }),
    http.post(`${API}/dev/sumsub/sdk/info`, async ({ request }) => {
      const body = await request.json();
      sent.push({ path: 'info', auth: request.headers.get('authorization'), body });
      current = { ...current, info: body as SandboxSdkAnswer['info'] };
      return HttpResponse.json(current);
    }),
    http.post(`${API}/dev/sumsub/sdk/submit`, ({ request }) => {
      sent.push({ path: 'submit', auth: request.headers.get('authorization'), body: null });
      current = { ...current, review_status: 'pending' };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

function renderPage(token: string | null = 'sdk-token', options?: { applyAccept: boolean }) {
  const user = userEvent.setup(options);
  return { ...renderWithSession(<SandboxSdk token={token ?? undefined} />), user };
}

describe('sandbox KYC upload page', () => {
  it('checks the details and the documents before sending anything', async () => {
    const sent = sdkApi();
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Identity verification' }),
    ).toBeInTheDocument();
    await screen.findByLabelText('First name');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Fill this in');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Fill this in');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Fill this in');
    expect(screen.getByLabelText('Country of the document')).toHaveAccessibleDescription(
      'Fill this in',
    );
    expect(screen.getAllByText('This document is required.')).toHaveLength(2);

    await user.type(screen.getByLabelText('First name'), 'Ivan');
    await user.type(screen.getByLabelText('Last name'), 'Petrov');
    await user.type(screen.getByLabelText('Date of birth'), '2999-01-01');
    await user.selectOptions(screen.getByLabelText('Country of the document'), 'other');
    await user.type(screen.getByLabelText('Country code'), 'F1');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'The date of birth cannot be in the future',
    );
    expect(screen.getByLabelText('Country code')).toHaveAccessibleDescription(
      'Three Latin letters, for example FRA Three letters of ISO 3166-1 alpha-3, for example FRA or ITA.',
    );
    expect(sent).toEqual([]);
  });

  it('refuses a file that is not what it claims, and a PDF for the selfie, before uploading', async () => {
    const sent = sdkApi();
    // As a player who switches the picker to "all files" could.
    const { user } = renderPage('sdk-token', { applyAccept: false });
    const identity = await screen.findByRole('group', { name: 'Identity document' });
    const selfie = screen.getByRole('group', { name: 'Selfie' });

    await user.upload(within(identity).getByLabelText('Choose a file'), fakeJpegFile());
    expect(await within(identity).findByRole('alert')).toHaveTextContent(
      'Send a JPEG, PNG or PDF file',
    );
    await user.upload(within(selfie).getByLabelText('Choose a file'), pdfFile('me.pdf'));
    expect(await within(selfie).findByRole('alert')).toHaveTextContent(
      'A selfie must be a photo: JPEG or PNG.',
    );
    expect(sent).toEqual([]);
  });

  it('uploads each document as it is chosen, with the SDK token, and shows it', async () => {
    const sent = sdkApi();
    const { user } = renderPage();
    const identity = await screen.findByRole('group', { name: 'Identity document' });
    await user.upload(within(identity).getByLabelText('Choose a file'), pngFile());
    expect(
      await within(identity).findByText(/passport\.png/, {
        selector: 'p',
        ignore: '[role="status"]',
      }),
    ).toHaveTextContent('Sent: passport.png · 1 KB');
    expect(within(identity).getByRole('img', { name: 'Preview of passport.png' })).toBeVisible();
    expect(within(identity).getByLabelText('Replace the file')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: 'documents',
        auth: 'Bearer sdk-token',
        body: { doc_type: 'IDENTITY', file: { name: 'passport.png', size: 12, type: 'image/png' } },
      },
    ]);
  });

  it('sends the details, then submits, and shows the review', async () => {
    const sent = sdkApi(
      sdkFixture({
        documents: [
          {
            id: 'img-1',
            doc_type: 'IDENTITY',
            file_name: 'passport.png',
            mime: 'image/png',
            size: 2048,
            attempt: 1,
            created_at: '2026-03-01T10:00:00.000Z',
          },
          {
            id: 'img-2',
            doc_type: 'SELFIE',
            file_name: 'me.png',
            mime: 'image/png',
            size: 2048,
            attempt: 1,
            created_at: '2026-03-01T10:00:00.000Z',
          },
        ],
      }),
    );
    // Framed by the site's Verification modal, which hears what happens.
    const parent = { postMessage: jest.fn() };
    jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('First name'), ' Ivan ');
    await user.type(screen.getByLabelText('Last name'), 'Petrov');
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
    await user.selectOptions(screen.getByLabelText('Country of the document'), 'KAZ');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Sent for review')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: 'info',
        auth: 'Bearer sdk-token',
        body: { first_name: 'Ivan', last_name: 'Petrov', dob: '1990-04-12', country: 'KAZ' },
      },
      { path: 'submit', auth: 'Bearer sdk-token', body: null },
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'kyc-sandbox', event: 'step', step: 'documents' },
      'http://localhost',
    );
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'kyc-sandbox', event: 'submitted' },
      'http://localhost',
    );
  });

  it("after a RETRY shows the reviewer's comment and asks for the documents again", async () => {
    sdkApi(
      sdkFixture({
        review_status: 'completed',
        attempt: 2,
        review: {
          answer: 'RED',
          reject_type: 'RETRY',
          labels: ['UNSATISFACTORY_PHOTOS'],
          comment: 'Too dark — retake in daylight.',
        },
        info: { first_name: 'Ivan', last_name: 'Petrov', dob: '1990-04-12', country: 'FRA' },
      }),
    );
    renderPage();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The reviewer asks you to send again');
    expect(notice).toHaveTextContent('Poor photo quality');
    expect(notice).toHaveTextContent('Too dark — retake in daylight.');
    // The details typed before are kept; a country off the list shows as typed.
    expect(screen.getByLabelText('First name')).toHaveValue('Ivan');
    expect(screen.getByLabelText('Country code')).toHaveValue('FRA');
    expect(
      within(screen.getByRole('group', { name: 'Selfie' })).getByText('Not sent yet.'),
    ).toBeVisible();
  });

  it('says when the link has expired, or was opened without one', async () => {
    sdkApi();
    const { unmount } = renderPage('old-token');
    expect(
      await screen.findByText(
        'This verification link has expired. Go back to the site and start verification again.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderPage(null);
    expect(
      screen.getByText("Open this page from the site's verification window."),
    ).toBeInTheDocument();
  });

  it("never sends the player's own session token", async () => {
    signIn('player-token');
    const sent = sdkApi();
    const { user } = renderPage();
    const identity = await screen.findByRole('group', { name: 'Identity document' });
    await user.upload(within(identity).getByLabelText('Choose a file'), pngFile());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.auth).toBe('Bearer sdk-token');
  });
});
