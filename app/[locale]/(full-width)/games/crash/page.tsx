import { getTranslations } from 'next-intl/server';
import { CrashBoard } from '@/components/games/crash/crash-board';
import { gameMetadata } from '@/components/games/game-page';
import shared from '@/components/games/shared/games.module.css';
import styles from '@/components/games/crash/crash.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('crash');

const RULES = ['limits', 'cashOut', 'auto', 'maxProfit', 'restart', 'fair'] as const;

/** `/games/crash`: the shared rounds, drawn live, and the rules in full. */
export default async function CrashGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Games');
  return (
    <div className="game-layout">
      <PageHeading title={t('crash.title')} lead={t('crash.description')} />
      <CrashBoard />
      <section aria-labelledby="crash-rules" className="panel">
        <h2 id="crash-rules">{t('rulesHeading')}</h2>
        <p>{t('crash.rules')}</p>
        <ul className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule}>{t(`crash.rulesItems.${rule}`)}</li>
          ))}
        </ul>
        <p className={shared.fairLink}>
          {t('fair.text')} <Link href="/fair">{t('fair.link')}</Link>
        </p>
      </section>
    </div>
  );
}
