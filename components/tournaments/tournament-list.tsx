import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { orNull } from '@/lib/api/or-null';
import { serverApi } from '@/lib/api/server';
import { fetchTournaments } from '@/lib/api/tournaments';
import { Link } from '@/lib/i18n/navigation';
import { TOURNAMENT_STATUSES, type TournamentStatus } from '@/lib/routes';
import { TournamentCard } from './tournament-card';
import styles from './tournaments.module.css';

/** The tournament list with its status filter; `status` undefined means all tournaments. */
export async function TournamentList({ status }: { status?: TournamentStatus }) {
  const t = await getTranslations('Tournaments');
  const list = await orNull(async () => fetchTournaments(await serverApi(), status));
  const filters: { key: TournamentStatus | 'all'; href: string; current: boolean }[] = [
    { key: 'all', href: '/tournaments', current: status === undefined },
    ...TOURNAMENT_STATUSES.map((value) => ({
      key: value,
      href: `/tournaments/${value}`,
      current: status === value,
    })),
  ];

  return (
    <>
      <PageHeading title={status ? t(`statusHeading.${status}`) : t('heading')} lead={t('lead')} />
      <nav className="chips" aria-label={t('filterLabel')}>
        {filters.map((filter) => (
          <Link
            key={filter.key}
            href={filter.href}
            className="chip"
            aria-current={filter.current ? 'page' : undefined}
          >
            {t(`statuses.${filter.key}`)}
          </Link>
        ))}
      </nav>
      {list === null ? (
        <EmptyState title={t('unavailableTitle')} text={t('unavailableText')} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t(`emptyText.${status ?? 'all'}`)} />
      ) : (
        <div className={styles.grid}>
          {list.data.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </div>
      )}
    </>
  );
}
