import { ProfileBonuses } from '@/components/bonus/profile-bonuses';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('bonuses');

/** The player's bonuses: active ones with wagering, free spins, and the history (issue 19). */
export default async function ProfileBonusesPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <ProfileSection section="bonuses">
      <ProfileBonuses />
    </ProfileSection>
  );
}
