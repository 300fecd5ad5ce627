import createIntlMiddleware from 'next-intl/middleware';
import sitemap from '@/app/sitemap';
import { newStaffPassword } from '@/components/office/staff/new-password';
import { createPipeline, navigationSteps } from '@/lib/edge/pipeline';
import { routing } from '@/lib/i18n/routing';
import { OFFICE_SECTIONS, canOpen, isOfficePath } from '@/lib/office/sections';
import { isNetworkOnly } from '@/lib/pwa/routes';
import { DEFAULT_STAFF_ROLES } from '@/lib/constants/staff';
import { clearEdgeCaches, edgeRequest } from '../support/edge';

/** The API as the steps would find it, counting what they ask. */
function apiStub(calls: string[]) {
  return async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/(api\/)?/, '');
    calls.push(path);
    if (path === 'mirror') {
      return Response.json({ redirect: { newLink: null }, sso: null, mirrors: [] });
    }
    return Response.json({ redirect: null });
  };
}

function pipeline(calls: string[]) {
  return createPipeline({
    steps: navigationSteps({}),
    handleLocale: createIntlMiddleware(routing),
    fetch: apiStub(calls) as typeof fetch,
    isDevelopment: false,
    env: {},
  });
}

beforeEach(() => {
  clearEdgeCaches();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('the back office (issue 33)', () => {
  it.each(['/office', '/office/sign-in', '/en/office/staff', '/kz/office/audit'])(
    '%s is an office page: no player step runs, no crawler may index it',
    async (path) => {
      expect(isOfficePath(path)).toBe(true);
      const calls: string[] = [];
      const response = await pipeline(calls)(
        edgeRequest(`https://casino.example${path}`, {
          headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0 test' },
        }),
      );
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('content-security-policy')).toContain('img-src');
      // Only the mirror list the policy reads; no page-open, campaign, geo, SSO or promo call.
      expect(calls.filter((call) => call !== 'mirror')).toEqual([]);
      expect(response.headers.getSetCookie().join(';')).not.toMatch(/userVersion|visitorId/);
    },
  );

  it('a player page runs the steps and may be indexed', async () => {
    const calls: string[] = [];
    const response = await pipeline(calls)(
      edgeRequest('https://casino.example/faq', {
        headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0 test' },
      }),
    );
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(calls.length).toBeGreaterThan(1);
    expect(isOfficePath('/faq')).toBe(false);
    expect(isOfficePath('/officers')).toBe(false);
  });

  it('allows the QR code of an enrolment: images from data: URLs', async () => {
    const response = await pipeline([])(edgeRequest('https://casino.example/office/sign-in'));
    expect(response.headers.get('content-security-policy')).toMatch(/img-src [^;]*data:/);
  });

  it('is never cached by the service worker, in any language, and not in the sitemap', () => {
    const origin = 'https://arcada.example';
    for (const path of ['/office', '/office/sign-in', '/en/office/payouts', '/kz/office']) {
      expect(isNetworkOnly({ url: new URL(path, origin), origin, accept: 'text/html' })).toBe(true);
    }
    expect(sitemap().filter((entry) => entry.url.includes('/office'))).toEqual([]);
  });

  it('opens a section to the roles whose permissions name it', () => {
    const payments = DEFAULT_STAFF_ROLES.payments!;
    expect(canOpen('payouts', payments)).toBe(true);
    expect(canOpen('approvals', payments)).toBe(true);
    expect(canOpen('staff', payments)).toBe(false);
    expect(canOpen('audit', payments)).toBe(false);
    expect(canOpen('audit', DEFAULT_STAFF_ROLES.risk!)).toBe(true);
    expect(canOpen('risk', DEFAULT_STAFF_ROLES.risk!)).toBe(true);
    expect(canOpen('risk', payments)).toBe(false);
    expect(canOpen('approvals', DEFAULT_STAFF_ROLES.support!)).toBe(false);
  });

  it('gives each default role exactly its sections', () => {
    const opened = Object.fromEntries(
      Object.entries(DEFAULT_STAFF_ROLES).map(([role, permissions]) => [
        role,
        OFFICE_SECTIONS.filter((section) => canOpen(section.key, permissions)).map(
          (section) => section.key,
        ),
      ]),
    );
    expect(opened).toEqual({
      admin: [
        'players',
        'payouts',
        'deposits',
        'approvals',
        'risk',
        'trading',
        'casino',
        'marketing',
        'vip',
        'features',
        'reports',
        'audit',
        'staff',
      ],
      support: ['players'],
      payments: ['players', 'payouts', 'deposits', 'approvals', 'reports'],
      risk: ['players', 'payouts', 'deposits', 'approvals', 'risk', 'audit'],
      trader: ['players', 'approvals', 'trading'],
      marketing: ['players', 'marketing', 'vip', 'features'],
      casino: ['players', 'casino'],
      finance: ['players', 'deposits', 'approvals', 'reports', 'audit'],
    });
  });

  it('draws first passwords of 16 unambiguous characters, never the same', () => {
    const passwords = Array.from({ length: 200 }, () => newStaffPassword());
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
