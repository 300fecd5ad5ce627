import type { AppContext } from '@/server/app-context';
import { fileScreeningList } from './file-list';
import type { ScreeningList } from './port';

const lists = new WeakMap<object, ScreeningList | null>();

/** The configured list (one per configuration, so the file's index is kept), or null: off. */
export function screeningList(ctx: Pick<AppContext, 'config'>): ScreeningList | null {
  if (lists.has(ctx.config)) return lists.get(ctx.config)!;
  const settings = ctx.config.kyc.screening;
  const list = settings ? fileScreeningList(settings.path) : null;
  lists.set(ctx.config, list);
  return list;
}

export type { ScreeningHit, ScreeningList, ScreeningListKind, ScreeningPerson } from './port';
