import { getTranslations } from 'next-intl/server';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { EmptyState } from '@/components/ui/empty-state';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('history');

export default async function ProfileHistoryPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Profile.empty');
  // A frame for now: the history list joins it in a later issue.
  return (
    <ProfileSection section="history">
      <EmptyState title={t('historyTitle')} text={t('historyText')} />
    </ProfileSection>
  );
}
