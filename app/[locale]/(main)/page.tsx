import { getTranslations } from 'next-intl/server';
import { PromoBanner } from '@/components/bonus/promo-banner';
import { GameCard } from '@/components/games/game-card';
import { GuestOnly } from '@/components/auth/guest-only';
import { InstallAppEntry } from '@/components/pwa/install-app-entry';
import { OpenModalButton } from '@/components/ui/open-modal-button';
import { resolveLocale, pageMetadataFrom, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { IN_HOUSE_GAMES } from '@/lib/navigation-items';

export const generateMetadata = pageMetadataFrom('Home', '/');

const SECTIONS = [
  { key: 'slots', href: '/games/slots' },
  { key: 'liveCasino', href: '/games/live-casino' },
  { key: 'betting', href: '/betting' },
  { key: 'tournaments', href: '/tournaments' },
] as const;

const REASONS = ['fair', 'payouts', 'languages', 'app'] as const;

export default async function HomePage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Home');
  const nav = await getTranslations('Nav');
  const games = await getTranslations('Games');

  return (
    <>
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p className="lead">{t('lead')}</p>
        <div className="actions">
          <GuestOnly fallback={<OpenModalButton modal="PayIn">{t('ctaPlayer')}</OpenModalButton>}>
            <OpenModalButton modal="Register">{t('cta')}</OpenModalButton>
          </GuestOnly>
          <Link className="btn btn-ghost" href="/welcome-pack">
            {t('welcomeLink')}
          </Link>
        </div>
      </section>

      <PromoBanner />

      <section aria-labelledby="home-games">
        <h2 id="home-games">{t('gamesHeading')}</h2>
        <div className="grid">
          {IN_HOUSE_GAMES.map((game) => (
            <GameCard
              key={game}
              href={`/games/${game}`}
              title={games(`${game}.title`)}
              text={games(`${game}.short`)}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="home-sections">
        <h2 id="home-sections">{t('sectionsHeading')}</h2>
        <div className="grid">
          {SECTIONS.map((section) => (
            <GameCard
              key={section.key}
              href={section.href}
              title={nav(section.key)}
              text={t(`sections.${section.key}`)}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="home-why">
        <h2 id="home-why">{t('whyHeading')}</h2>
        <div className="grid">
          {REASONS.map((reason) => (
            <article key={reason} className="card">
              <h3>{t(`why.${reason}.title`)}</h3>
              <p>{t(`why.${reason}.text`)}</p>
              {reason === 'app' ? <InstallAppEntry /> : null}
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
