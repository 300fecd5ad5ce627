import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HeaderAccount } from '@/components/layout/header-account';
import { ModalHost } from '@/components/modals/modal-host';
import type { AnalyticsClient } from '@/lib/analytics/client';
import { AnalyticsProvider } from '@/lib/analytics/context';
import { confirmByPhoneAtom } from '@/lib/atoms/auth-flow';
import { modalAtom } from '@/lib/atoms/modal';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession } from '../support/session';
import { loadAllModals } from '../support/modals';

beforeAll(loadAllModals);

function renderModals(options?: Parameters<typeof renderWithSession>[1]) {
  const analytics: AnalyticsClient = {
    pageView: jest.fn(),
    capture: jest.fn(),
    identify: jest.fn(),
    reset: jest.fn(),
  };
  const rendered = renderWithSession(
    <AnalyticsProvider client={analytics}>
      <ModalHost />
    </AnalyticsProvider>,
    options,
  );
  return { ...rendered, analytics };
}

const noProviders = http.get(`${API}/api/v2/auth/social/providers`, () =>
  HttpResponse.json({ data: [] }),
);
const profile = http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture()));

beforeEach(() => {
  resetSession();
  server.use(noProviders, profile);
});

describe('Login modal', () => {
  it('logs in with e-mail and password, keeps the token and closes', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, token: 'tok', sso: null });
      }),
    );
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Login'));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(modalAtom)).toBeNull());
    expect(body).toEqual({ email: 'ann@example.com', password: 'secret-pass' });
    expect(document.cookie).toContain('bearerToken=tok');
  });

  it('a wrong password marks the password field, described by the refusal, and focuses it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () =>
        HttpResponse.json(
          { errors: { password: ['invalid_credentials: Wrong login or password'] } },
          { status: 422 },
        ),
      ),
    );
    const { store, analytics } = renderModals();
    act(() => store.set(modalAtom, 'Login'));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Wrong login or password');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(analytics.capture).toHaveBeenCalledWith('login_error', {
      error: 'Wrong login or password',
    });
    expect(store.get(modalAtom)).toBe('Login');
    // Shown on the field only; the dialog's alert says it to a screen reader, whose focus was
    // on the field already (no focus change to read the description); no toast behind it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const alert = within(screen.getByRole('dialog', { name: 'Log in' })).getByRole('alert');
    expect(alert).toHaveTextContent('Wrong login or password');
    expect(alert).toHaveClass('visually-hidden');
    expect(screen.getAllByRole('alert')).toEqual([alert]);
  });

  it('a refusal that belongs to no field is an alert inside the dialog, not a toast', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () => {
        calls += 1;
        return HttpResponse.json(
          { error: 'too_many_requests', message: 'Too many attempts' },
          { status: 429, headers: { 'Retry-After': '60' } },
        );
      }),
    );
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Login'));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Try again later');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    // The toast library loads on its first toast: give it the time it would take.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole('alert')).toEqual([alert]);

    // Trying again takes the old alert away; the same words failing again are a new alert.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls).toBe(2));
    const again = await within(dialog).findByRole('alert');
    expect(again).toHaveTextContent('Too many attempts. Try again later');
    expect(again).not.toBe(alert);
  });

  it('after signing in, focus goes to the balance that replaced the "Log in" button', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () =>
        HttpResponse.json({ success: true, token: 'tok', sso: null }),
      ),
      http.get(`${API}/api/v2/billing/wallets`, () => HttpResponse.json({ wallets: [] })),
    );
    const { store } = renderWithSession(
      <>
        <HeaderAccount />
        <ModalHost />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'ann@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass{Enter}');
    await waitFor(() => expect(store.get(modalAtom)).toBeNull());
    expect(screen.getByRole('button', { name: /^Balance/ })).toHaveFocus();
  });

  it('reports "error 500" when the failure has no errors map', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () =>
        HttpResponse.json({ error: 'internal' }, { status: 500 }),
      ),
    );
    const { store, analytics } = renderModals();
    act(() => store.set(modalAtom, 'Login'));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(analytics.capture).toHaveBeenCalledWith('login_error', { error: 'error 500' }),
    );
  });
});

describe('Register modal', () => {
  it('sends the form, the campaign cookies and the VIP wish, then asks for the code', async () => {
    const user = userEvent.setup();
    document.cookie = 'stag=st-1; path=/';
    document.cookie = 'partner=p-7; path=/';
    let body: Record<string, unknown> = {};
    let verified: unknown;
    server.use(
      http.get(`${API}/api/v2/fingerprint/key`, () => HttpResponse.json({}, { status: 503 })),
      http.post(`${API}/api/v2/auth/register/email`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, token: 'new' }, { status: 201 });
      }),
      http.post(`${API}/api/v2/auth/email/verify/code`, async ({ request }) => {
        verified = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.selectOptions(screen.getByLabelText('Account currency'), 'KZT');
    await user.type(screen.getByLabelText('Promo code (if you have one)'), 'WELCOME');
    await user.click(screen.getByRole('checkbox', { name: 'I want to join the VIP club' }));
    await user.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(await screen.findByRole('dialog', { name: 'Confirm your contact' })).toBeInTheDocument();
    expect(body).toMatchObject({
      email: 'new@example.com',
      password: 'long-enough-1',
      currency: 'KZT',
      promo: 'WELCOME',
      vip: true,
      stag: 'st-1',
      partner: 'p-7',
      locale: 'en',
    });
    expect(body.timezone).toEqual(expect.any(String));

    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.get(modalAtom)).toBeNull());
    expect(verified).toEqual({ code: '123456' });
  });

  it('a promo error reports its own analytics event besides the registration error', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/api/v2/fingerprint/key`, () => HttpResponse.json({}, { status: 503 })),
      http.post(`${API}/api/v2/auth/register/email`, () =>
        HttpResponse.json({ errors: { promo: ['invalid_value: No such promo'] } }, { status: 422 }),
      ),
    );
    const { store, analytics } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Promo code (if you have one)'), 'NOPE');
    await user.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(analytics.capture).toHaveBeenCalledWith('registration_error', {
        error: 'No such promo',
      }),
    );
    expect(analytics.capture).toHaveBeenCalledWith('registration_promo_error', {
      error: 'invalid_value: No such promo',
    });
  });
});

describe('Register modal refusals', () => {
  it('an e-mail already registered marks the e-mail field, described by the refusal, and focuses it', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/api/v2/fingerprint/key`, () => HttpResponse.json({}, { status: 503 })),
      http.post(`${API}/api/v2/auth/register/email`, () =>
        HttpResponse.json(
          { errors: { email: ['email_taken: This e-mail is already registered'] } },
          { status: 422 },
        ),
      ),
    );
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    await user.type(await screen.findByLabelText('E-mail'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This e-mail is already registered');
    expect(email).toHaveFocus();
    expect(
      within(screen.getByRole('dialog', { name: 'Sign up' })).getByRole('alert'),
    ).toHaveTextContent('This e-mail is already registered');
  });

  it('a failed captcha check, which no field shows, is an alert inside the dialog', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/api/v2/fingerprint/key`, () => HttpResponse.json({}, { status: 503 })),
      http.post(`${API}/api/v2/auth/register/email`, () =>
        HttpResponse.json(
          { errors: { captcha: ['captcha_required: Confirm that you are not a robot'] } },
          { status: 422 },
        ),
      ),
    );
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The robot check did not load',
    );
  });
});

describe('Register modal checks before sending', () => {
  // msw fails any request no test answers: each of these must stop before the API.
  it('shows the password rule before anything is typed', async () => {
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters',
    );
  });

  it('an empty submit names every missing field, announced with its input', async () => {
    const user = userEvent.setup();
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail');
    expect(email).toHaveFocus();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter a password At least 8 characters');
    const agree = screen.getByRole('checkbox', { name: /I am 18 or older/ });
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAccessibleDescription(
      'Confirm that you are 18 or older and accept the terms',
    );
    // The form's own messages, never the browser's bubbles.
    expect(
      screen.getByRole('button', { name: 'Create an account' }).closest('form'),
    ).toHaveAttribute('novalidate');
    expect(store.get(modalAtom)).toBe('Register');
  });

  it('names a malformed e-mail and a short password; editing a field clears its message', async () => {
    const user = userEvent.setup();
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    await user.type(await screen.findByLabelText('E-mail'), 'ann@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password must be at least 8 characters long At least 8 characters',
    );
    expect(screen.getByRole('checkbox', { name: /I am 18 or older/ })).not.toHaveAttribute(
      'aria-invalid',
    );

    await user.type(screen.getByLabelText('Password'), '-and-more');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the whole phone number', async () => {
    const user = userEvent.setup();
    const { store } = renderModals();
    act(() => store.set(modalAtom, 'Register'));
    await user.click(await screen.findByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter your phone number');

    await user.type(screen.getByLabelText('Phone'), '999123');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter the whole phone number',
    );
  });

  it('speaks the page’s language', async () => {
    const user = userEvent.setup();
    const { store } = renderModals({ locale: 'ru' });
    act(() => store.set(modalAtom, 'Register'));
    expect(await screen.findByLabelText('Пароль')).toHaveAccessibleDescription(
      'Не меньше 8 символов',
    );
    await user.type(screen.getByLabelText('Пароль'), '1234');
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Введите e-mail');
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription(
      'Пароль должен быть не короче 8 символов Не меньше 8 символов',
    );
    expect(
      screen.getByText('Подтвердите, что вам исполнилось 18 лет и вы принимаете условия'),
    ).toBeVisible();
  });
});

describe('ConfirmByPhone modal', () => {
  it('logs in with a texted code: number, then code', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    server.use(
      http.post(`${API}/api/v2/auth/login/phone/verification`, async ({ request }) => {
        calls.push(`send ${new URL(request.url).search} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ success: true });
      }),
      http.post(`${API}/api/v2/auth/login/phone/code`, async ({ request }) => {
        calls.push(`code ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ success: true, token: 'ph', sso: null });
      }),
    );
    const { store } = renderModals();
    act(() => {
      store.set(confirmByPhoneAtom, { purpose: 'login' });
      store.set(modalAtom, 'ConfirmByPhone');
    });
    await user.type(screen.getByLabelText('Phone'), '9991234567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/We sent the code to \+79991234567/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmation code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.get(modalAtom)).toBeNull());
    expect(calls).toEqual([
      'send ?type=sms {"phone":"+79991234567"}',
      'code {"phone":"+79991234567","code":"654321"}',
    ]);
  });

  it('a wrong code marks the code field, described by the refusal, and focuses it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/api/v2/auth/login/phone/verification`, () =>
        HttpResponse.json({ success: true }),
      ),
      http.post(`${API}/api/v2/auth/login/phone/code`, () =>
        HttpResponse.json(
          { errors: { code: ['invalid_code: The code is wrong'] } },
          { status: 422 },
        ),
      ),
    );
    const { store } = renderModals();
    act(() => {
      store.set(confirmByPhoneAtom, { purpose: 'login' });
      store.set(modalAtom, 'ConfirmByPhone');
    });
    await user.type(screen.getByLabelText('Phone'), '9991234567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const code = await screen.findByLabelText('Confirmation code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('The code is wrong');
    expect(code).toHaveFocus();
    expect(store.get(modalAtom)).toBe('ConfirmByPhone');
  });
});
