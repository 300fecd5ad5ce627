import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AccountSection } from '@/components/profile/account-section';
import { ProfileGate } from '@/components/profile/profile-gate';
import { modalAtom } from '@/lib/atoms/modal';
import type { Profile } from '@/lib/schemas/profile';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';

/** Answers the profile call with each answer in turn (the last one from then on). */
function profileApi(...answers: Profile[]) {
  let calls = 0;
  server.use(
    http.get(`${API}/profile/user`, () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return HttpResponse.json(answer);
    }),
  );
  return { calls: () => calls };
}

function renderGate(children = <p>Account content</p>) {
  return renderWithSession(<ProfileGate guest={<p>Guest prompt</p>}>{children}</ProfileGate>);
}

describe('ProfileGate', () => {
  beforeEach(resetSession);

  it('opens the Login modal once for a guest and shows the guest prompt', async () => {
    const { store } = renderGate();
    expect(await screen.findByText('Guest prompt')).toBeInTheDocument();
    expect(screen.queryByText('Account content')).not.toBeInTheDocument();
    expect(store.get(modalAtom)).toBe('Login');

    // Closed by the guest, it stays closed.
    act(() => store.set(modalAtom, null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(modalAtom)).toBeNull();
  });

  it('treats a token the API refuses as a guest', async () => {
    signIn('stale');
    server.use(
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
      http.post(`${API}/auth/refresh-token`, () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { store } = renderGate();
    expect(await screen.findByText('Guest prompt')).toBeInTheDocument();
    expect(store.get(modalAtom)).toBe('Login');
  });

  it('shows a skeleton while the profile loads, then the content, without the modal', async () => {
    signIn();
    let answer: () => void = () => {};
    server.use(
      http.get(
        `${API}/profile/user`,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json(profileFixture()));
          }),
      ),
    );
    const { store } = renderGate();
    expect(await screen.findByRole('status', { name: 'Loading the profile' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Account content')).toBeInTheDocument();
    expect(store.get(modalAtom)).toBeNull();
  });
});

describe('AccountSection (/profile)', () => {
  beforeEach(resetSession);

  it('shows the player, contacts with their state, balances in the currency and verification', async () => {
    signIn();
    profileApi(profileFixture({ phone: '+79991234567', is_phone_verified: true }));
    const user = userEvent.setup();
    const { store } = renderGate(<AccountSection />);

    expect(await screen.findByRole('heading', { name: 'Ivan Petrov' })).toBeInTheDocument();
    expect(screen.getByText('IP')).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('ivan@example.com').parentElement).toHaveTextContent(
      'Not confirmed',
    );
    expect(within(contacts).getByText('+79991234567').parentElement).toHaveTextContent('Confirmed');
    const money = screen.getByRole('region', { name: 'Account' });
    expect(money).toHaveTextContent('$1,500.50');
    expect(money).toHaveTextContent('$200.00');
    expect(money).toHaveTextContent('$1,700.50');

    const verification = screen.getByRole('region', { name: 'Identity verification' });
    expect(verification).toHaveTextContent('No verification has been requested for your account.');
    await user.click(within(verification).getByRole('button', { name: 'About verification' }));
    expect(store.get(modalAtom)).toBe('Verification');
  });

  it('confirms the e-mail: sends a code, takes it and reloads the player', async () => {
    signIn();
    const profile = profileApi(profileFixture(), profileFixture({ is_email_verified: true }));
    const sent: string[] = [];
    server.use(
      http.post(`${API}/api/v2/auth/email/resend`, () => {
        sent.push('resend');
        return HttpResponse.json({ success: true });
      }),
      http.post(`${API}/api/v2/auth/email/verify/code`, async ({ request }) => {
        sent.push(`verify ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderGate(<AccountSection />);

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/We have sent a code to ivan@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The contact is confirmed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText('Confirmation code')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('ivan@example.com').parentElement).toHaveTextContent('Confirmed');
    expect(sent).toEqual(['resend', 'verify {"code":"123456"}']);
    expect(profile.calls()).toBe(2);
  });

  it('shows a wrong confirmation code under the field', async () => {
    signIn();
    profileApi(profileFixture());
    server.use(
      http.post(`${API}/api/v2/auth/email/resend`, () => HttpResponse.json({ success: true })),
      http.post(`${API}/api/v2/auth/email/verify/code`, () =>
        HttpResponse.json(
          { errors: { code: ['code_expired: The code has expired'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderGate(<AccountSection />);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.type(await screen.findByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code has expired. Ask for a new one',
    );
    expect(screen.getByLabelText('Confirmation code')).toHaveAccessibleDescription(
      'The code has expired. Ask for a new one',
    );
  });

  it('offers an account without an e-mail to send the login details to one', async () => {
    signIn();
    profileApi(
      profileFixture({ email: null, phone: '+79991234567', register_method: 'phone' }),
      profileFixture({ email: 'new@example.com', phone: '+79991234567' }),
    );
    let body: unknown;
    server.use(
      http.post(`${API}/auth/send_login_data`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderGate(<AccountSection />);

    expect(await screen.findByText(/send your login details there/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send login details' }));

    expect(await screen.findByText('Login details sent to new@example.com')).toBeInTheDocument();
    expect(body).toEqual({ email: 'new@example.com' });
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });
});
