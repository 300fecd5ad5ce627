import { notFound } from 'next/navigation';
import { PlayerPage } from '@/components/office/players/player-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('player');

/** `/office/players/{id}` — a player's account, money, activity, limits, devices and notes. */
export default async function Page({ params }: LocaleParams<{ id: string }>) {
  await resolveLocale(params);
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return <PlayerPage userId={Number(id)} />;
}
