import { HistorySection } from '@/components/profile/history-section';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('history');

export default async function ProfileHistoryPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <ProfileSection section="history">
      <HistorySection />
    </ProfileSection>
  );
}
