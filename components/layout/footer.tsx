import { useTranslations } from 'next-intl';
import { publicEnv } from '@/lib/env/public';
import { Link } from '@/lib/i18n/navigation';
import { IN_HOUSE_GAMES, MAIN_NAV } from '@/lib/navigation-items';
import { AnalyticsSettingsButton } from './analytics-settings-button';
import { CommunityLinks } from './community-links';
import styles from './footer.module.css';

const POLICY_LINKS = [
  { key: 'userAgreementEn', href: '/policy/en/user-agreement' },
  { key: 'kyc', href: '/policy/en/kyc' },
  { key: 'userAgreementRu', href: '/policy/ru/user-agreement' },
  { key: 'confidential', href: '/policy/ru/confidential' },
] as const;

/** Footer: sections, games, policies, support and the 18+ notice. */
export function Footer() {
  const t = useTranslations('Footer');
  const nav = useTranslations('Nav');
  const games = useTranslations('Games');

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-label={t('sections')}>
          <h2>{t('sections')}</h2>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{nav(item.key)}</Link>
              </li>
            ))}
            <li>
              <Link href="/welcome-pack">{nav('welcomePack')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('games')}>
          <h2>{t('games')}</h2>
          <ul>
            {IN_HOUSE_GAMES.map((game) => (
              <li key={game}>
                <Link href={`/games/${game}`}>{games(`${game}.title`)}</Link>
              </li>
            ))}
            <li>
              <Link href="/fair">{t('fair')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('policies')}>
          <h2>{t('policies')}</h2>
          <ul>
            {POLICY_LINKS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{t(item.key)}</Link>
              </li>
            ))}
            <li>
              <AnalyticsSettingsButton label={t('analyticsSettings')} />
            </li>
          </ul>
        </nav>
        <nav aria-label={t('support')}>
          <h2>{t('support')}</h2>
          <ul>
            <li>
              <Link href="/faq">{nav('faq')}</Link>
            </li>
            <li>
              <Link href="/profile/responsible">{t('responsibleGaming')}</Link>
            </li>
            {/* The support button's panel lists Telegram only when it is configured. */}
            <li>{t('supportChat', { telegram: publicEnv.supportTelegram ? 'yes' : 'no' })}</li>
            <CommunityLinks />
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        {/* A picture of a sign, not a control: what the hint said is written out beside it, for
            every reader (a tooltip on a tab stop reached no screen reader and no touch screen). */}
        <span className={styles.age} role="img" aria-label={t('adultsOnly')}>
          18+
        </span>
        <p>
          {t('adultsOnlyHint')} {t('responsible')}
        </p>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
