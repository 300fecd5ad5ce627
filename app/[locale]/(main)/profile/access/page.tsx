import { AccessSection } from '@/components/profile/access-section';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('access');

export default async function ProfileAccessPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <ProfileSection section="access">
      <AccessSection />
    </ProfileSection>
  );
}
