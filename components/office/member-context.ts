'use client';

import { createContext, useContext } from 'react';
import type { StaffPermission } from '@/lib/constants/staff';

export type OfficeMember = {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: readonly StaffPermission[];
};

export const MemberContext = createContext<OfficeMember | null>(null);

/** The signed-in member of staff; the office shell renders its pages only once it is known. */
export function useOfficeMember(): OfficeMember {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useOfficeMember outside the office shell');
  return member;
}
