import { VipPage } from '@/components/office/vip/vip-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('vip');

/** `/office/vip` — the VIP club: join requests, tiers' rates and levels' bonuses. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <VipPage />;
}
