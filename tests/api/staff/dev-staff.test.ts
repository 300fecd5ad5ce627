import { createTestApi, uniqueEmail, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /api/dev/staff (development tools)', () => {
  it('makes an account with a generated password, shown once; its first sign-in enrols TOTP', async () => {
    const email = uniqueEmail();
    const made = await api.post('/api/dev/staff', { email });
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ email, role: 'admin', totp_enrolled: false });
    expect(made.json.password).toMatch(/^[\w-]{16}$/);

    const login = await api.post('/api/office/auth/login', {
      email,
      password: made.json.password,
    });
    expect(login.status).toBe(200);
    expect(login.json.step).toBe('enrol');
    expect(login.json.enrolment.qr).toMatch(/^data:image\/png;base64,/);
  });

  it('takes a role that exists, and an e-mail once', async () => {
    const email = uniqueEmail();
    expect((await api.post('/api/dev/staff', { email, role: 'payments' })).json.data.role).toBe(
      'payments',
    );
    const again = await api.post('/api/dev/staff', { email });
    expect(again.status).toBe(422);
    expect(again.json.errors.email).toBeDefined();
    const unknown = await api.post('/api/dev/staff', { email: uniqueEmail(), role: 'nobody' });
    expect(unknown.status).toBe(422);
  });
});
