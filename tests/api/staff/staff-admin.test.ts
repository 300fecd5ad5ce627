import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, staffSessions } from '@/server/db/schema';
import { updateStaff } from '@/server/services/staff/update-staff';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  enrolStaff,
  signedInAccount,
  STAFF_PASSWORD,
  staffAccount,
  staffRow,
} from '@/tests/support/staff-accounts';

let api: TestApi;
beforeAll(async () => {
  // The rule "some enabled member keeps staff.manage" counts every account: a database of its own.
  api = await createTestApi({ ownDatabase: true });
});
afterAll(() => api.close());

const patch = (id: number, body: unknown, token: string) =>
  api.call('PATCH', `/api/operator/staff/${id}`, { body, token });
const putRole = (name: string, body: unknown, token: string) =>
  api.put(`/api/operator/roles/${name}`, body, { token });
const deleteRole = (name: string, token: string) =>
  api.call('DELETE', `/api/operator/roles/${name}`, { token });
const me = (token: string) => api.get('/api/office/auth/me', { token });

const auditRows = (action: string, targetId: string) =>
  api.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);

const liveSessions = async (staffId: number) =>
  api.ctx.db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));

let admin: Awaited<ReturnType<typeof signedInAccount>>;
beforeAll(async () => {
  admin = await signedInAccount(api, 'admin');
});

describe('PATCH /operator/staff/{id}', () => {
  it('changes role, name and allow-list, audited with before and after in its transaction', async () => {
    const member = await signedInAccount(api, 'support');
    expect((await api.get('/api/operator/payouts', { token: member.token })).status).toBe(403);
    const changed = await patch(
      member.id,
      { role: 'payments', name: 'Desk two', ip_allow: ['10.20.30.0/24'], reason: 'moved desk' },
      admin.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({
      id: member.id,
      role: 'payments',
      name: 'Desk two',
      ip_allow: ['10.20.30.0/24'],
      disabled: false,
    });
    // The new role counts from the member's next request, on the same session.
    expect((await api.get('/api/operator/payouts', { token: member.token })).status).toBe(200);

    const [row] = await auditRows('staff.update', String(member.id));
    expect(row).toMatchObject({
      actorId: admin.id,
      reason: 'moved desk',
      before: { role: 'support', name: 'Staff support', ip_allow: null },
      after: { role: 'payments', name: 'Desk two', ip_allow: ['10.20.30.0/24'] },
    });
    expect(JSON.stringify(row)).not.toMatch(/password|secret|recovery/i);
  });

  it('asks for a reason and well-formed addresses (422)', async () => {
    const { id } = await staffAccount(api, 'support');
    for (const reason of [undefined, '   ']) {
      const refused = await patch(id, { name: 'X', reason }, admin.token);
      expect(refused.status).toBe(422);
      expect(refused.json.errors.reason).toBeDefined();
    }
    const badAddress = await patch(
      id,
      { ip_allow: ['10.0.0.0/8', 'not-an-address'], reason: 'fence' },
      admin.token,
    );
    expect(badAddress.status).toBe(422);
    expect(Object.keys(badAddress.json.errors)).toEqual(['ip_allow.1']);
    const badRole = await patch(id, { role: 'no-such-role', reason: 'x' }, admin.token);
    expect(badRole.status).toBe(422);
    expect(badRole.json.errors.role).toBeDefined();
    expect((await patch(999_999, { name: 'X', reason: 'x' }, admin.token)).status).toBe(404);
    expect(await auditRows('staff.update', String(id))).toEqual([]);
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets the member back', async () => {
    const member = await signedInAccount(api, 'support');
    const disabled = await patch(member.id, { disabled: true, reason: 'left' }, admin.token);
    expect(disabled.status).toBe(200);
    expect(disabled.json.data.disabled).toBe(true);
    expect(await liveSessions(member.id)).toEqual([]);
    expect((await me(member.token)).status).toBe(401);
    const signIn = await api.post('/api/office/auth/login', {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(signIn.status).toBe(401);

    await patch(member.id, { disabled: false, reason: 'back' }, admin.token);
    const again = await api.post('/api/office/auth/login', {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(again.json.step).toBe('totp');
  });

  it('a narrower allow-list ends the sessions opened outside it', async () => {
    const member = await signedInAccount(api, 'support');
    const fenced = await patch(
      member.id,
      { ip_allow: ['192.0.2.0/24'], reason: 'office only' },
      admin.token,
    );
    expect(fenced.status).toBe(200);
    // The session was opened from 10.20.30.40.
    expect((await me(member.token)).status).toBe(401);
  });
});

describe('POST /operator/staff/{id}/reset-second-factor', () => {
  it('forgets the secret and the recovery codes and ends the sessions: the next sign-in enrols', async () => {
    const member = await signedInAccount(api, 'support');
    const path = `/api/operator/staff/${member.id}/reset-second-factor`;
    expect((await api.post(path, {}, { token: admin.token })).status).toBe(422);
    const reset = await api.post(path, { reason: 'lost phone' }, { token: admin.token });
    expect(reset.status).toBe(200);
    expect(reset.json.data.totp_enrolled).toBe(false);
    expect(await staffRow(api, member.id)).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      recoveryCodes: [],
    });
    expect((await me(member.token)).status).toBe(401);
    await enrolStaff(api, member.email);
    const [row] = await auditRows('staff.reset_second_factor', String(member.id));
    expect(row).toMatchObject({
      reason: 'lost phone',
      before: { totp_enrolled: true },
      after: { totp_enrolled: false },
    });
  });
});

describe('roles', () => {
  it('lists roles; creates and replaces one, effective at once; deletes it once nobody holds it', async () => {
    const listed = await api.get('/api/operator/roles', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.json.data).toContainEqual(
      expect.objectContaining({
        name: 'admin',
        permissions: expect.arrayContaining(['staff.manage']),
        members: expect.any(Number),
        editable: true,
      }),
    );
    expect(listed.json.data).toContainEqual(
      expect.objectContaining({ name: 'service', editable: false }),
    );

    const created = await putRole(
      'desk',
      { permissions: ['players.read'], reason: 'new desk' },
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ name: 'desk', permissions: ['players.read'] });
    const member = await signedInAccount(api, 'desk');
    expect((await me(member.token)).json.staff.permissions).toEqual(['players.read']);

    const replaced = await putRole(
      'desk',
      { permissions: ['finance.read', 'players.read'], reason: 'reports too' },
      admin.token,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.json.data).toMatchObject({
      permissions: ['players.read', 'finance.read'],
      members: 1,
    });
    expect((await me(member.token)).json.staff.permissions).toEqual([
      'players.read',
      'finance.read',
    ]);
    const [update] = await auditRows('staff_role.update', 'desk');
    expect(update).toMatchObject({
      reason: 'reports too',
      before: { permissions: ['players.read'] },
      after: { permissions: ['players.read', 'finance.read'] },
    });

    const held = await deleteRole('desk', admin.token);
    expect(held.status).toBe(409);
    expect(held.json.error).toBe('role_in_use');
    await patch(member.id, { role: 'support', reason: 'desk closes' }, admin.token);
    expect((await deleteRole('desk', admin.token)).status).toBe(204);
    expect((await deleteRole('desk', admin.token)).status).toBe(404);
    expect(await auditRows('staff_role.delete', 'desk')).toHaveLength(1);
  });

  it('refuses unknown permissions and names, the service role, and admin without staff.manage', async () => {
    const unknown = await putRole(
      'desk2',
      { permissions: ['players.read', 'moon.land'], reason: 'x' },
      admin.token,
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.json.errors)).toEqual(['permissions.1']);
    const badName = await putRole('Desk Two', { permissions: [], reason: 'x' }, admin.token);
    expect(badName.status).toBe(422);
    expect(badName.json.errors.name).toBeDefined();
    for (const [name, permissions] of [
      ['service', ['players.read']],
      ['admin', ['players.read', 'audit.read']],
    ] as const) {
      const refused = await putRole(name, { permissions, reason: 'x' }, admin.token);
      expect([name, refused.status, refused.json.error]).toEqual([name, 409, 'role_not_editable']);
    }
    for (const name of ['admin', 'service']) {
      expect((await deleteRole(name, admin.token)).json.error).toBe('role_not_editable');
    }
    // admin's other permissions are the admin's to edit.
    const [all] = (await api.get('/api/operator/roles', { token: admin.token })).json.data.filter(
      (role: { name: string }) => role.name === 'admin',
    );
    const trimmed = all.permissions.filter((permission: string) => permission !== 'vip.manage');
    expect(
      (await putRole('admin', { permissions: trimmed, reason: 'no vip' }, admin.token)).status,
    ).toBe(200);
    await putRole('admin', { permissions: all.permissions, reason: 'vip again' }, admin.token);
  });
});

describe('nobody locks the office out', () => {
  it('an admin keeps their own account and staff.manage; some enabled member always keeps it', async () => {
    for (const body of [
      { disabled: true, reason: 'x' },
      { role: 'support', reason: 'x' },
    ]) {
      const refused = await patch(admin.id, body, admin.token);
      expect([refused.status, refused.json.error]).toEqual([409, 'staff_self_lockout']);
    }

    // A second manager through a role of their own, who cannot take it from that role.
    await putRole('lead', { permissions: ['staff.manage'], reason: 'leads' }, admin.token);
    const lead = await signedInAccount(api, 'lead');
    const own = await putRole('lead', { permissions: ['audit.read'], reason: 'x' }, lead.token);
    expect([own.status, own.json.error]).toEqual([409, 'staff_self_lockout']);
    // The admin may; the lead loses staff.manage at their next request.
    expect(
      (await putRole('lead', { permissions: ['audit.read'], reason: 'demoted' }, admin.token))
        .status,
    ).toBe(200);
    expect((await api.get('/api/operator/staff', { token: lead.token })).status).toBe(403);

    // Every other admin disabled, the last one cannot be disabled by anyone (a script, or a
    // request authenticated just before its actor was disabled).
    const others = (await api.get('/api/operator/staff', { token: admin.token })).json.data.filter(
      (member: { id: number; role: string }) => member.role === 'admin' && member.id !== admin.id,
    );
    for (const other of others) {
      await patch(other.id, { disabled: true, reason: 'one admin' }, admin.token);
    }
    const last = updateStaff(
      api.ctx,
      admin.id,
      { disabled: true, reason: 'script' },
      { type: 'system', label: 'script' },
      { ip: null, requestId: null },
    );
    await expect(last).rejects.toMatchObject({ code: 'last_staff_manager', status: 409 });
    expect((await staffRow(api, admin.id)).disabledAt).toBeNull();
    expect(await auditRows('staff.update', String(admin.id))).toEqual([]);
  });
});
