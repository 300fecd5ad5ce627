import { notFound } from 'next/navigation';
import { TournamentEditor } from '@/components/office/marketing/tournament-editor';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/tournaments/edit/{id}` — an upcoming tournament's terms. */
export default async function Page({ params }: LocaleParams<{ id: string }>) {
  await resolveLocale(params);
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return <TournamentEditor id={Number(id)} />;
}
