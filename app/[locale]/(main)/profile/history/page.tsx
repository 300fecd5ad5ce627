import { getTranslations } from 'next-intl/server';
import { BetsSection } from '@/components/profile/bets-section';
import { CasinoRoundsSection } from '@/components/profile/casino-rounds-section';
import { HistorySection } from '@/components/profile/history-section';
import { SportsTicketsSection } from '@/components/profile/sports-tickets-section';
import { StatementSection } from '@/components/profile/statement-section';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('history');

export default async function ProfileHistoryPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Profile.bets' });
  const casino = await getTranslations({ locale, namespace: 'Profile.casinoRounds' });
  const sports = await getTranslations({ locale, namespace: 'Profile.sportsTickets' });
  const statement = await getTranslations({ locale, namespace: 'Profile.statement' });
  return (
    <ProfileSection section="history">
      <section aria-labelledby="history-statement">
        <h2 id="history-statement">{statement('heading')}</h2>
        <StatementSection />
      </section>
      <section aria-labelledby="history-payments">
        <h2 id="history-payments">{t('payments')}</h2>
        <HistorySection />
      </section>
      <section aria-labelledby="history-bets">
        <h2 id="history-bets">{t('heading')}</h2>
        <BetsSection />
      </section>
      <section aria-labelledby="history-casino">
        <h2 id="history-casino">{casino('heading')}</h2>
        <CasinoRoundsSection />
      </section>
      <section aria-labelledby="history-sports">
        <h2 id="history-sports">{sports('heading')}</h2>
        <SportsTicketsSection />
      </section>
    </ProfileSection>
  );
}
