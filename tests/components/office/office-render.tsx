import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { MemberContext, type OfficeMember } from '@/components/office/member-context';
import type { StaffPermission } from '@/lib/constants/staff';
import { renderWithProviders } from '../../support/render';

/** The API root the office's client uses in jsdom (`http://localhost` serves it at `/api`). */
export const OFFICE_API = 'http://localhost/api';

/** A signed-in member of staff with `permissions`. */
export function member(permissions: readonly StaffPermission[]): OfficeMember {
  return { id: 7, email: 'risk@office.test', name: 'Rita Risk', role: 'risk', permissions };
}

/**
 * Renders an office page as the shell would: a staff token in the tab's sessionStorage, the
 * member in context, the real messages of `locale` and an SWR cache of its own.
 */
export function renderOffice(
  ui: ReactElement,
  {
    permissions = ['players.risk'],
    locale = 'en',
  }: { permissions?: readonly StaffPermission[]; locale?: 'en' | 'ru' | 'kz' } = {},
) {
  window.sessionStorage.setItem('office:token', 'staff-token');
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemberContext.Provider value={member(permissions)}>{ui}</MemberContext.Provider>
    </SWRConfig>,
    { locale },
  );
}

/**
 * Captures the files a page hands the browser ("Download CSV"): each one's name and blob, read
 * back through `URL.createObjectURL` and the anchor's click.
 */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}
