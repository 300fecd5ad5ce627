'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import type { CaseItem, CaseSummary } from '@/lib/schemas/games';

type Translate = ReturnType<typeof useTranslations<'Cases'>>;

/** A catalogue name in the page's language: `Cases.<group>.<key>`, or the API's name. */
function translated(t: Translate, group: 'names' | 'items', key: string, fallback: string) {
  const path = `${group}.${key}` as Parameters<Translate>[0];
  return t.has(path) ? t(path) : fallback;
}

/**
 * Case and item names in the page's language. The catalogue (`lib/games/cases`) names them by
 * message key: a case by its slug, an item by its id `<case slug>.<item name>`; anything the
 * messages do not know keeps the name the API answered.
 */
export function useCaseNames() {
  const t = useTranslations('Cases');
  const caseName = useCallback(
    (gameCase: Pick<CaseSummary, 'slug' | 'name'>) =>
      translated(t, 'names', gameCase.slug, gameCase.name),
    [t],
  );
  const itemName = useCallback(
    (item: Pick<CaseItem, 'id' | 'name'>) =>
      translated(t, 'items', item.id.slice(item.id.indexOf('.') + 1), item.name),
    [t],
  );
  return useMemo(() => ({ caseName, itemName }), [caseName, itemName]);
}
