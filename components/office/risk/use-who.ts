'use client';

import { useTranslations } from 'next-intl';

/**
 * Who did something, as the API names them: `system` (the checks and jobs), `service` (the
 * operator's API key), `staff:<id>`, or a name the API already wrote out.
 */
export function useWho() {
  const t = useTranslations('office.risk.who');
  return (value: string) => {
    if (value === 'system') return t('system');
    if (value === 'service') return t('service');
    const staff = /^staff:(\d+)$/.exec(value);
    return staff ? t('staff', { id: staff[1]! }) : value;
  };
}
