import { notFound } from 'next/navigation';
import { DepositPage } from '@/components/office/deposits/deposit-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('deposit');

/** `/office/deposits/{id}` — a deposit with its provider's events and its ledger transfers. */
export default async function Page({ params }: LocaleParams<{ id: string }>) {
  await resolveLocale(params);
  const { id } = await params;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) notFound();
  return <DepositPage id={id} />;
}
