import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { TimeLeftUntil } from '@/components/bonus/time-left';
import type { TournamentItem } from '@/lib/api/tournaments';
import { Link } from '@/lib/i18n/navigation';
import { localized, tournamentFormat } from './format';
import styles from './tournaments.module.css';

/** One tournament in the list: picture, status, name, scoring, pool, players and time left. */
export async function TournamentCard({ tournament }: { tournament: TournamentItem }) {
  const t = await getTranslations('Tournaments');
  const locale = await getLocale();
  const format = tournamentFormat(locale, await getTimeZone());
  const name = localized(tournament.name, locale);
  const href = `/tournament/${tournament.id}`;
  const upcoming = tournament.status === 'upcoming';
  const headingId = `tournament-${tournament.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {tournament.image ? (
        // Operator pictures from any host: a plain image, decorative beside the name.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={tournament.image} alt="" loading="lazy" />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <span className={styles.badge} data-state={tournament.status}>
          {t(`state.${tournament.status}`)}
        </span>
        <h2 id={headingId}>
          <Link href={href}>{name}</Link>
        </h2>
        <p className="muted">
          {t(`scoring.${tournament.scoring}`)} · {t('card.players', { count: tournament.players })}
        </p>
        <dl className={styles.facts}>
          <dt>{t('card.pool')}</dt>
          <dd>{format.money(tournament.pool, tournament.base_currency)}</dd>
          {tournament.status === 'upcoming' || tournament.status === 'active' ? (
            <>
              <dt>{upcoming ? t('card.startsIn') : t('card.endsIn')}</dt>
              <dd>
                <TimeLeftUntil
                  until={upcoming ? tournament.starts_at : tournament.ends_at}
                  label={upcoming ? t('card.startsIn') : t('card.endsIn')}
                />
              </dd>
            </>
          ) : (
            <>
              <dt>{t(`state.${tournament.status}`)}</dt>
              <dd>{t('card.endedAt', { date: format.dateTime(tournament.ends_at) })}</dd>
            </>
          )}
        </dl>
        <Link className="btn btn-ghost" href={href}>
          {t('card.open')}
        </Link>
      </div>
    </article>
  );
}
