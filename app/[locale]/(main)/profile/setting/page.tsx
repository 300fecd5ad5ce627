import { SettingsSection } from '@/components/profile/settings-section';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('setting');

export default async function ProfileSettingPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <ProfileSection section="setting">
      <SettingsSection />
    </ProfileSection>
  );
}
