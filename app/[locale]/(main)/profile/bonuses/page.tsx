import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('bonuses');

export default async function ProfileBonusesPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <ProfileSection section="bonuses" />;
}
