'use client';

import { useTranslations } from 'next-intl';

/** A role's name in the page's language; a role an admin made is shown as it is named. */
export function useRoleName() {
  const t = useTranslations('office.roles');
  return (role: string) => (t.has(role as 'admin') ? t(role as 'admin') : role);
}
