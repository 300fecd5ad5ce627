'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import type { CasinoGameSummary } from '@/lib/schemas/casino';
import styles from './catalogue.module.css';

/** The artwork's size as the sync stores it; set on the image so the grid never jumps. */
const ART_WIDTH = 360;
const ART_HEIGHT = 270;

/**
 * One game of the grid: artwork, name, studio, a live game's open tables, Play and (when the
 * game has one) Demo, and the favourite heart.
 */
export function GameTile({
  game,
  basePath,
  favourite,
  onFavourite,
  priority = false,
}: {
  game: CasinoGameSummary;
  /** `/games/slots` or `/games/live-casino`. */
  basePath: string;
  favourite: boolean;
  onFavourite: (game: CasinoGameSummary) => void;
  /** A tile of the first row: its artwork loads at once, as the page's largest paint. */
  priority?: boolean;
}) {
  const t = useTranslations('Catalogue.tile');
  const locale = useLocale() as Locale;
  const name = game.name[locale] ?? game.name.en;
  const href = `${basePath}/${encodeURIComponent(game.slug)}`;
  return (
    <li className={styles.tile}>
      <div className={styles.art}>
        {game.image ? (
          // Local, pre-sized artwork (often SVG): nothing for next/image to optimise, and its
          // code would add to the page's JavaScript. `priority` does what its `priority` would.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={game.image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            width={ART_WIDTH}
            height={ART_HEIGHT}
          />
        ) : (
          <span className={styles.noArt} aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'removeFavourite' : 'addFavourite', { name })}
          onClick={() => onFavourite(game)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 21s-7.5-4.6-10-9.3C.4 8.6 2.3 4.5 6.2 4.5c2.2 0 3.6 1.2 4.6 2.6h2.4c1-1.4 2.4-2.6 4.6-2.6 3.9 0 5.8 4.1 4.2 7.2C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
        {game.rtp ? <span className={styles.badge}>{t('rtp', { rtp: game.rtp })}</span> : null}
      </div>
      <div className={styles.body}>
        {/* Under the page's h1: a guest's catalogue has no section heading above its tiles. */}
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.provider}>{game.provider.name}</p>
        {game.tables ? (
          <p className={game.tables.open > 0 ? styles.open : styles.closed}>
            {t('tables', { open: game.tables.open, total: game.tables.total })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link
            className="btn btn-primary"
            href={`${href}/play`}
            aria-label={`${t('play')}: ${name}`}
          >
            {t('play')}
          </Link>
          {game.has_demo ? (
            <Link
              className="btn btn-ghost"
              href={`${href}/demo`}
              aria-label={`${t('demo')}: ${name}`}
            >
              {t('demo')}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** A tile's place while its page loads. */
export function TileSkeleton() {
  return (
    <li className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.art} />
      <div className={styles.body}>
        <span className={styles.line} />
        <span className={`${styles.line} ${styles.short}`} />
      </div>
    </li>
  );
}
