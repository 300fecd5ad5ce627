import { notFound } from 'next/navigation';
import { RiskPlayerPage } from '@/components/office/risk/player/risk-player-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../office-metadata';

export const generateMetadata = officeMetadata('riskPlayer');

/** `/office/risk/players/{id}` — a player's verification, documents, flags and turnover. */
export default async function Page({ params }: LocaleParams<{ id: string }>) {
  await resolveLocale(params);
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return <RiskPlayerPage userId={Number(id)} />;
}
