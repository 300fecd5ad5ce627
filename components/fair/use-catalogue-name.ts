'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Translate } from '@/lib/api/error-lines';

/**
 * A case's or an item's name from its message key (`Cases.names.<slug>`, `Cases.items.<name>`),
 * or the fallback when this page did not receive those messages.
 */
export function useCatalogueName() {
  const t = useTranslations() as unknown as Translate;
  return useCallback((key: string, fallback: string) => (t.has(key) ? t(key) : fallback), [t]);
}
