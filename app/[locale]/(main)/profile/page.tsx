import { AccountSection } from '@/components/profile/account-section';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('default');

export default async function ProfileDefaultPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <ProfileSection section="default">
      <AccountSection />
    </ProfileSection>
  );
}
