import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PasswordResetForm } from '@/app/[locale]/(main)/password/reset/password-reset-form';
import { ResetPasswordForm } from '@/app/[locale]/(main)/reset-password/[token]/reset-password-form';
import { server } from '../msw/server';
import { navigation } from '../support/navigation-mock';
import { API, profileFixture, renderWithSession, resetSession } from '../support/session';

const PASSWORD = `${API}/api/v2/auth/password`;
const RESET_TOKEN = 'r'.repeat(43);
/** The token `email/token/confirm` trades an e-mailed link's for. */
const FRESH_TOKEN = 'f'.repeat(43);

type Call = { path: string; body: unknown; authorization: string | null };

/** Answers the recovery calls of `channel` and records what they were sent. */
function recoveryApi(channel: 'email' | 'phone') {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    calls.push({
      path: new URL(request.url).pathname,
      body: await request.clone().json(),
      authorization: request.headers.get('authorization'),
    });
  };
  const resetPath = channel === 'email' ? 'email/reset/token' : 'phone/reset';
  server.use(
    http.post(`${PASSWORD}/email/token/confirm`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: { reset_token: FRESH_TOKEN } });
    }),
    http.post(`${PASSWORD}/email/reset/code`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, token: 'session-token' });
    }),
    http.post(`${PASSWORD}/${channel}/forgot`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true });
    }),
    http.post(`${PASSWORD}/${channel}/code/confirm`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: { reset_token: RESET_TOKEN } });
    }),
    http.post(`${PASSWORD}/${resetPath}`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, token: 'session-token' });
    }),
    http.get(`${API}/profile/user`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer session-token'
        ? HttpResponse.json(profileFixture())
        : HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
    ),
  );
  return calls;
}

async function setNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
  await user.type(screen.getByLabelText('Repeat the password'), 'new-secret-1');
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
}

async function expectSignedInOnProfile() {
  await waitFor(() => expect(navigation.router.push).toHaveBeenCalled());
  expect(navigation.router.push.mock.calls[0][0]).toBe('/en/profile');
  expect(document.cookie).toContain('bearerToken=session-token');
  expect(
    await screen.findByText('The password is changed. You are logged in.'),
  ).toBeInTheDocument();
}

describe('password recovery (/password/reset)', () => {
  beforeEach(resetSession);

  it('by e-mail: sends a code and a link, resets with the code itself and signs in', async () => {
    const user = userEvent.setup();
    const calls = recoveryApi('email');
    renderWithSession(<PasswordResetForm />);

    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByText(/we have sent a 6-digit code/)).toHaveTextContent(
      'ivan@example.com',
    );
    expect(screen.getByText(/also has a link/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();

    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await setNewPassword(user);
    await expectSignedInOnProfile();

    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/api/v2/auth/password/email/forgot', { email: 'ivan@example.com' }],
      [
        '/api/api/v2/auth/password/email/reset/code',
        {
          email: 'ivan@example.com',
          code: '123456',
          password: 'new-secret-1',
          password_confirm: 'new-secret-1',
        },
      ],
    ]);
  });

  it('by phone: sends the E.164 number, no link, and resets through the phone route', async () => {
    const user = userEvent.setup();
    const calls = recoveryApi('phone');
    renderWithSession(<PasswordResetForm />);

    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone'), '9991234567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByText(/by SMS/)).toHaveTextContent('+79991234567');
    expect(screen.queryByText(/also has a link/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirmation code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await setNewPassword(user);
    await expectSignedInOnProfile();

    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/api/v2/auth/password/phone/forgot', { phone: '+79991234567' }],
      ['/api/api/v2/auth/password/phone/code/confirm', { phone: '+79991234567', code: '654321' }],
      [
        '/api/api/v2/auth/password/phone/reset',
        { token: RESET_TOKEN, password: 'new-secret-1', password_confirm: 'new-secret-1' },
      ],
    ]);
  });

  it('shows a wrong texted code under the code field and in the error notification', async () => {
    const user = userEvent.setup();
    recoveryApi('phone');
    server.use(
      http.post(`${PASSWORD}/phone/code/confirm`, () =>
        HttpResponse.json(
          { errors: { code: ['invalid_code: The code is wrong'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithSession(<PasswordResetForm />);

    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone'), '9991234567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('The code is wrong');
    expect(screen.getByLabelText('Confirmation code')).toHaveAccessibleDescription(
      'The code is wrong',
    );
    // What to fix has the focus (issue 42).
    expect(screen.getByLabelText('Confirmation code')).toHaveFocus();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('brings a refused e-mailed code back to the code step, then resets with the next', async () => {
    const user = userEvent.setup();
    const calls = recoveryApi('email');
    let refusals = 1;
    server.use(
      http.post(`${PASSWORD}/email/reset/code`, async ({ request }) => {
        calls.push({ path: 'reset/code', body: await request.json(), authorization: null });
        if (refusals-- > 0) {
          return HttpResponse.json(
            { errors: { code: ['invalid_code: The code is wrong'] } },
            { status: 422 },
          );
        }
        return HttpResponse.json({ success: true, token: 'session-token' });
      }),
    );
    renderWithSession(<PasswordResetForm />);

    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(await screen.findByText(/the code is checked when you save it/)).toBeInTheDocument();
    await setNewPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
    const code = await screen.findByLabelText('Confirmation code');
    expect(code).toHaveAccessibleDescription('The code is wrong');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await setNewPassword(user);
    await expectSignedInOnProfile();
    expect(
      calls
        .filter(({ path }) => path === 'reset/code')
        .map(({ body }) => (body as { code: string }).code),
    ).toEqual(['000000', '123456']);
  });

  it('can go back and use another contact', async () => {
    const user = userEvent.setup();
    recoveryApi('email');
    renderWithSession(<PasswordResetForm />);
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.click(await screen.findByRole('button', { name: 'Use another e-mail or phone' }));
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeInTheDocument();
  });
});

describe('new password from the e-mailed link (/reset-password/[token])', () => {
  beforeEach(resetSession);

  /** A link token of its own per test: a link is confirmed once per page. */
  const linkToken = (letter: string) => letter.repeat(43);
  function openLink(token: string) {
    window.history.replaceState(null, '', `/en/reset-password/${token}`);
  }

  it('confirms the e-mailed link, then resets with the fresh token; a phone token goes straight to the phone route', async () => {
    const user = userEvent.setup();
    const token = linkToken('a');
    openLink(token);
    const emailCalls = recoveryApi('email');
    const { unmount } = renderWithSession(<ResetPasswordForm token={token} />);
    expect(screen.getByText('Checking the link…')).toBeInTheDocument();
    await setNewPassword(user);
    await expectSignedInOnProfile();
    expect(emailCalls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/api/v2/auth/password/email/token/confirm', { token }],
      [
        '/api/api/v2/auth/password/email/reset/token',
        { token: FRESH_TOKEN, password: 'new-secret-1', password_confirm: 'new-secret-1' },
      ],
    ]);
    // The used token left the address: a reload asks with the fresh one.
    expect(window.location.pathname).toBe(`/en/reset-password/${FRESH_TOKEN}`);
    unmount();

    resetSession();
    navigation.router.push.mockClear();
    const phoneCalls = recoveryApi('phone');
    renderWithSession(<ResetPasswordForm token={RESET_TOKEN} phone="+79991234567" />);
    await setNewPassword(user);
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalled());
    expect(phoneCalls.map(({ path }) => path)).toEqual(['/api/api/v2/auth/password/phone/reset']);
  });

  it('confirms a link once however often its form mounts', async () => {
    const token = linkToken('b');
    const calls = recoveryApi('email');
    const first = renderWithSession(<ResetPasswordForm token={token} />);
    first.unmount();
    renderWithSession(<ResetPasswordForm token={token} />);
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toEqual([
      '/api/api/v2/auth/password/email/token/confirm',
    ]);
  });

  it('explains a link the API refuses and offers a new one, with no form', async () => {
    recoveryApi('email');
    server.use(
      http.post(`${PASSWORD}/email/token/confirm`, () =>
        HttpResponse.json(
          { errors: { token: ['invalid_reset_token: The link is no longer valid'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithSession(<ResetPasswordForm token={linkToken('c')} />);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en/password/reset',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("shows the form with the link's own token when the confirmation gets no answer", async () => {
    const user = userEvent.setup();
    const token = linkToken('d');
    const calls = recoveryApi('email');
    server.use(
      http.post(`${PASSWORD}/email/token/confirm`, () =>
        HttpResponse.json({ error: 'server_error' }, { status: 503 }),
      ),
    );
    renderWithSession(<ResetPasswordForm token={token} />);
    await setNewPassword(user);
    await expectSignedInOnProfile();
    expect(calls.map(({ path, body }) => [path, (body as { token: string }).token])).toEqual([
      ['/api/api/v2/auth/password/email/reset/token', token],
    ]);
  });

  it('shows a mismatch under the confirmation field', async () => {
    const user = userEvent.setup();
    recoveryApi('email');
    server.use(
      http.post(`${PASSWORD}/email/reset/token`, () =>
        HttpResponse.json(
          { errors: { password_confirm: ['password_mismatch: The passwords do not match'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithSession(<ResetPasswordForm token={linkToken('e')} />);
    await setNewPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match');
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(screen.getByLabelText('New password')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Repeat the password')).toHaveFocus();
    expect(navigation.router.push).not.toHaveBeenCalled();
  });
});
