import { getTranslations } from 'next-intl/server';
import { FreeSpinsSection } from '@/components/profile/free-spins-section';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('bonuses');

/** The player's bonuses: free spins now; deposit bonuses and wagering come with the bonus engine. */
export default async function ProfileBonusesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Profile.freeSpins' });
  return (
    <ProfileSection section="bonuses">
      <section aria-labelledby="bonuses-free-spins">
        <h2 id="bonuses-free-spins">{t('heading')}</h2>
        <FreeSpinsSection />
      </section>
    </ProfileSection>
  );
}
