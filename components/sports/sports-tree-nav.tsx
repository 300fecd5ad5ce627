import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { SportsTree } from '@/lib/schemas/sports';
import { nameIn } from '@/lib/sports/local-name';
import { SportIcon } from './sport-icon';
import styles from './sports.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'Betting'>>>;

/**
 * What the chip's bare numbers mean, for screen readers ("4 live, 65 upcoming"): the numbers
 * alone would be read as "Football 4 65", and a title is not read by every reader.
 */
function countsText(t: Translate, sport: { live: number; prematch: number }) {
  const parts = [t('prematchCount', { count: sport.prematch })];
  if (sport.live > 0) parts.unshift(t('liveCount', { count: sport.live }));
  return parts.join(', ');
}

/**
 * The sport tree (rendered on the server, so crawlers follow it): each sport with its live and
 * pre-match counts as a filter link (`?sport=<slug>`), its countries and leagues folded under it.
 */
export async function SportsTreeNav({
  tree,
  current,
}: {
  tree: SportsTree | null;
  current: string | null;
}) {
  const t = await getTranslations('Betting');
  const locale = await getLocale();
  return (
    <nav className={styles.tree} aria-label={t('sportsLabel')}>
      <ul className="plain-list">
        <li>
          <Link
            href="/betting"
            className={styles.treeSport}
            aria-current={current === null ? 'page' : undefined}
          >
            {t('allSports')}
          </Link>
        </li>
        {(tree?.sports ?? []).map((sport) => (
          <li key={sport.id}>
            <Link
              href={{ pathname: '/betting', query: { sport: sport.slug } }}
              className={styles.treeSport}
              aria-current={current === sport.slug ? 'page' : undefined}
            >
              <SportIcon sport={sport.slug} />
              <span className={styles.treeName}>{nameIn(sport.name, locale)}</span>
              <span className={styles.counts} aria-hidden="true">
                {sport.live > 0 ? (
                  <span className={styles.liveCount} title={t('liveCount', { count: sport.live })}>
                    {sport.live}
                  </span>
                ) : null}
                <span title={t('prematchCount', { count: sport.prematch })}>{sport.prematch}</span>
              </span>
              <span className="visually-hidden">{countsText(t, sport)}</span>
            </Link>
            {current === sport.slug && sport.categories.length > 0 ? (
              <ul className={styles.treeLeagues}>
                {sport.categories.flatMap((category) =>
                  category.tournaments.map((tournament) => (
                    <li key={tournament.id}>
                      {nameIn(category.name, locale)} · {nameIn(tournament.name, locale)}{' '}
                      <span className="muted">{tournament.live + tournament.prematch}</span>
                    </li>
                  )),
                )}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
