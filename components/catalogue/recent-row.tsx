'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRecentCasinoGames } from '@/lib/hooks/data/use-casino-games';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import styles from './catalogue.module.css';

/** A signed-in player's recently launched games of this catalogue, as a scrolling row. */
export function RecentRow({ basePath, kind }: { basePath: string; kind: 'slot' | 'live' }) {
  const t = useTranslations('Catalogue');
  const locale = useLocale() as Locale;
  const games = useRecentCasinoGames().filter((game) => game.kind === kind);
  if (games.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby="catalogue-recent">
      <h2 id="catalogue-recent">{t('recent')}</h2>
      <ul>
        {games.map((game) => {
          const name = game.name[locale] ?? game.name.en;
          return (
            <li key={game.slug}>
              <Link href={`${basePath}/${encodeURIComponent(game.slug)}/play`}>
                {game.image ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={game.image} alt="" loading="lazy" width={160} height={120} />
                ) : null}
                <span>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
