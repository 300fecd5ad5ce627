import { getTranslations } from 'next-intl/server';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { EmptyState } from '@/components/ui/empty-state';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('bonuses');

export default async function ProfileBonusesPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Profile.empty');
  // No bonus is granted before the bonus engine exists, so the section says there are none.
  return (
    <ProfileSection section="bonuses">
      <EmptyState title={t('bonusesTitle')} text={t('bonusesText')} />
    </ProfileSection>
  );
}
