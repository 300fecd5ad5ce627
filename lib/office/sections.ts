import { FOUR_EYES_PERMISSIONS, type StaffPermission } from '@/lib/constants/staff';

/**
 * The back office's sections, each with the permissions any one of which opens it: the side
 * navigation shows a member only what their role allows, and each page says so to anyone else.
 */
export const OFFICE_SECTIONS = [
  { key: 'players', path: '/office/players', permissions: ['players.read'] },
  { key: 'payouts', path: '/office/payouts', permissions: ['payouts.decide'] },
  { key: 'deposits', path: '/office/deposits', permissions: ['payouts.decide', 'finance.read'] },
  { key: 'approvals', path: '/office/approvals', permissions: FOUR_EYES_PERMISSIONS },
  { key: 'risk', path: '/office/risk', permissions: ['players.risk'] },
  { key: 'trading', path: '/office/trading', permissions: ['sports.trade'] },
  { key: 'casino', path: '/office/casino', permissions: ['casino.manage'] },
  { key: 'marketing', path: '/office/marketing', permissions: ['marketing.manage'] },
  { key: 'vip', path: '/office/vip', permissions: ['vip.manage'] },
  { key: 'features', path: '/office/features', permissions: ['players.features'] },
  { key: 'reports', path: '/office/reports', permissions: ['finance.read'] },
  { key: 'audit', path: '/office/audit', permissions: ['audit.read'] },
  { key: 'staff', path: '/office/staff', permissions: ['staff.manage'] },
] as const satisfies readonly {
  key: string;
  path: string;
  permissions: readonly StaffPermission[];
}[];

export type OfficeSection = (typeof OFFICE_SECTIONS)[number];
export type OfficeSectionKey = OfficeSection['key'];

export const OFFICE_SIGN_IN_PATH = '/office/sign-in';
export const OFFICE_HOME_PATH = '/office';

/** Whether a member holding `permissions` may open the section. */
export function canOpen(section: OfficeSectionKey, permissions: readonly StaffPermission[]) {
  const { permissions: needed } = OFFICE_SECTIONS.find((entry) => entry.key === section)!;
  return needed.some((permission: StaffPermission) => permissions.includes(permission));
}

/** A path of the back office in any language: `/office`, `/en/office/staff`, … */
export function isOfficePath(pathname: string): boolean {
  return /^(?:\/(?:ru|en|kz))?\/office(?:\/|$)/.test(pathname);
}
