import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AccessSection } from '@/components/profile/access-section';
import { ProfileGate } from '@/components/profile/profile-gate';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';

const UPDATE = `${API}/password/update`;
const SET = `${API}/api/v2/auth/password/set`;

function renderAccess(hasPassword: boolean) {
  signIn();
  let profileCalls = 0;
  server.use(
    http.get(`${API}/profile/user`, () => {
      profileCalls += 1;
      return HttpResponse.json(profileFixture({ is_password_exists: hasPassword }));
    }),
  );
  renderWithSession(
    <ProfileGate guest={null}>
      <AccessSection />
    </ProfileGate>,
  );
  return { profileCalls: () => profileCalls };
}

function answer422(url: string, errors: Record<string, string[]>) {
  server.use(http.post(url, () => HttpResponse.json({ errors }, { status: 422 })));
}

const user = () => userEvent.setup();

async function fillChange(events: ReturnType<typeof userEvent.setup>) {
  await events.type(await screen.findByLabelText('Current password'), 'old-secret-1');
  await events.type(screen.getByLabelText('New password'), 'new-secret-1');
  await events.type(screen.getByLabelText('Repeat the password'), 'new-secret-1');
  await events.click(screen.getByRole('button', { name: 'Change the password' }));
}

async function fillSet(events: ReturnType<typeof userEvent.setup>) {
  await events.type(await screen.findByLabelText('New password'), 'new-secret-1');
  await events.type(screen.getByLabelText('Repeat the password'), 'new-secret-1');
  await events.click(screen.getByRole('button', { name: 'Set the password' }));
}

const LABELS = ['Current password', 'New password', 'Repeat the password'];

/** Only `label`'s input carries `message`; the others carry none. */
function expectOnlyUnder(label: string, message: string) {
  for (const other of LABELS.filter((name) => screen.queryByLabelText(name))) {
    const input = screen.getByLabelText(other);
    if (other === label) expect(input).toHaveAccessibleDescription(message);
    else expect(input).not.toHaveAccessibleDescription();
  }
}

describe('AccessSection: changing the password (spec §5)', () => {
  beforeEach(resetSession);

  it.each([
    [
      'old_password',
      'wrong_password: The current password is wrong',
      'Current password',
      'The current password is wrong',
    ],
    ['password', 'too_short: This value is too short', 'New password', 'This value is too short'],
    ['new_password', 'too_long: This value is too long', 'New password', 'This value is too long'],
    [
      'password_confirm',
      'password_mismatch: The passwords do not match',
      'Repeat the password',
      'The passwords do not match',
    ],
  ])(
    'a 422 on %s shows its own message under its input and in the notification',
    async (field, message, label, text) => {
      const events = user();
      answer422(UPDATE, { [field]: [message] });
      renderAccess(true);
      await fillChange(events);

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expectOnlyUnder(label, text);
    },
  );

  it('shows every field of one answer under its own input', async () => {
    const events = user();
    answer422(UPDATE, {
      old_password: ['wrong_password: The current password is wrong'],
      password_confirm: ['password_mismatch: The passwords do not match'],
    });
    renderAccess(true);
    await fillChange(events);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The current password is wrong');
    expect(alert).toHaveTextContent('The passwords do not match');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is wrong',
    );
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
  });

  it('on success sends the three fields, confirms, clears the form and reloads the player', async () => {
    const events = user();
    let body: unknown;
    server.use(
      http.post(UPDATE, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { profileCalls } = renderAccess(true);
    await fillChange(events);

    expect(await screen.findByText('The password is changed')).toBeInTheDocument();
    expect(body).toEqual({
      old_password: 'old-secret-1',
      password: 'new-secret-1',
      password_confirm: 'new-secret-1',
    });
    for (const label of LABELS) expect(screen.getByLabelText(label)).toHaveValue('');
    await waitFor(() => expect(profileCalls()).toBe(2));
  });
});

describe('AccessSection: setting a first password (spec §5)', () => {
  beforeEach(resetSession);

  it('offers the set form to an account without a password', async () => {
    renderAccess(false);
    expect(await screen.findByRole('button', { name: 'Set the password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("a 422 on password shows the server's first message", async () => {
    const events = user();
    answer422(SET, {
      password: ['weak_password: Use letters and digits', 'too_short: This value is too short'],
    });
    renderAccess(false);
    await fillSet(events);

    expect(await screen.findByRole('alert')).toHaveTextContent('Use letters and digits');
    expectOnlyUnder('New password', 'Use letters and digits');
  });

  it('a 422 on confirm_password shows the confirmation message', async () => {
    const events = user();
    answer422(SET, { confirm_password: ['password_mismatch: The passwords do not match'] });
    renderAccess(false);
    await fillSet(events);

    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match');
    expectOnlyUnder('Repeat the password', 'The passwords do not match');
  });

  it('on success sends password and confirm_password and confirms', async () => {
    const events = user();
    let body: unknown;
    server.use(
      http.post(SET, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    renderAccess(false);
    await fillSet(events);

    expect(await screen.findByText('The password is set')).toBeInTheDocument();
    expect(body).toEqual({ password: 'new-secret-1', confirm_password: 'new-secret-1' });
  });
});
