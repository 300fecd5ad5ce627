'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { OFFICE_EXPORT_PAGE_SIZE, officeApi } from '@/lib/api/office';
import { casinoGamesPage, switchCasinoGame, type CasinoGameFilters } from '@/lib/api/office-casino';
import { useOfficeCasinoGames } from '@/lib/hooks/data/use-office-casino-games';
import { useOfficeCasinoProviders } from '@/lib/hooks/data/use-office-casino-providers';
import { Link } from '@/lib/i18n/navigation';
import { readEveryPage } from '@/lib/office/read-every-page';
import type { OfficeCasinoGame, OperatorCasinoGamesAnswer } from '@/lib/schemas/casino-office';
import { CursorPager } from '../cursor-pager';
import { DecisionDialog } from '../decision-dialog';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { CASINO_PAGES } from './casino-paths';
import { CasinoSection } from './casino-section';
import { GameFiltersForm, filtersFromSearch, searchOfFilters } from './game-filters';
import { useCasinoNames } from './use-casino-names';
import styles from '../office.module.css';
import casinoStyles from './casino.module.css';

const FILTER_FIELDS = ['q', 'provider', 'aggregator', 'kind', 'visible', 'before'];

/** `/office/casino`: every game of the catalogue, hidden ones too, shown or hidden one by one. */
export function CasinoGamesPage() {
  return (
    <CasinoSection>
      <GamesList />
    </CasinoSection>
  );
}

/** The row as it is once the switch answered: players see it when all three allow. */
function switched(row: OfficeCasinoGame, enabled: boolean): OfficeCasinoGame {
  return { ...row, enabled, visible: enabled && row.available && row.provider.enabled };
}

function GamesList() {
  const t = useTranslations('office.casino.games');
  const names = useCasinoNames();
  // The office renders after hydration only, so the address seeds the filters directly.
  const [filters, setFilters] = useState<CasinoGameFilters>(() =>
    filtersFromSearch(window.location.search),
  );
  const [trail, setTrail] = useState<number[]>([]);
  const { page, error, mutate } = useOfficeCasinoGames(filters, trail.at(-1));
  const { catalogue } = useOfficeCasinoProviders();
  const { field, message } = useOfficeError(error, FILTER_FIELDS);
  const [switching, setSwitching] = useState<OfficeCasinoGame | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const columns = useGameColumns(
    useCallback((row: OfficeCasinoGame) => {
      setOutcome(null);
      setSwitching(row);
    }, []),
  );

  function apply(next: CasinoGameFilters) {
    setFilters(next);
    setTrail([]);
    setOutcome(null);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${searchOfFilters(next)}${window.location.hash}`,
    );
  }

  async function confirmSwitch(game: OfficeCasinoGame, reason: string) {
    const answer = await switchCasinoGame(officeApi(), game.slug, {
      enabled: !game.enabled,
      reason,
    });
    // The row changes where it is (a filtered list keeps it until the next search).
    await mutate(
      (current: OperatorCasinoGamesAnswer | undefined) =>
        current && {
          ...current,
          games: current.games.map((row) =>
            row.slug === answer.slug ? switched(row, answer.enabled) : row,
          ),
        },
      { revalidate: false },
    );
    setSwitching(null);
    const name = names.game(game.name);
    setOutcome(answer.enabled ? t('done.shown', { name }) : t('done.hidden', { name }));
  }

  const filtered = Object.keys(filters).length > 0;
  return (
    <section className={casinoStyles.tab} aria-labelledby="casino-games">
      <h2 id="casino-games">{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      <GameFiltersForm
        filters={filters}
        providers={catalogue?.providers}
        fieldError={field}
        onApply={apply}
      />
      {page ? <FormAlert message={message} /> : null}
      <FormAlert message={outcome} tone="info" />
      <ListTable
        caption={t('caption')}
        columns={columns}
        rows={page?.games}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={filtered ? t('noMatch') : t('empty')}
        storageKey="casino-games"
        exportName="casino-games"
        exportAll={() =>
          readEveryPage(async (before: number | undefined) => {
            const answer = await casinoGamesPage(
              officeApi(),
              filters,
              before,
              OFFICE_EXPORT_PAGE_SIZE,
            );
            return { rows: answer.games, next: answer.next };
          })
        }
      />
      <CursorPager label={t('pages')} trail={trail} next={page?.next} onChange={setTrail} />
      {switching ? (
        <SwitchGameDialog
          game={switching}
          onConfirm={(reason) => confirmSwitch(switching, reason)}
          onClose={() => setSwitching(null)}
        />
      ) : null}
    </section>
  );
}

/** Hide or show one game, saying first what players will see; the reason goes to the audit. */
function SwitchGameDialog({
  game,
  onConfirm,
  onClose,
}: {
  game: OfficeCasinoGame;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('office.casino.games.confirm');
  const tc = useTranslations('office.casino');
  const names = useCasinoNames();
  const name = names.game(game.name);
  const hiding = game.enabled;
  return (
    <DecisionDialog
      title={hiding ? t('hideTitle', { name }) : t('showTitle', { name })}
      summary={
        <>
          {hiding ? (
            <p>{game.visible ? t('hideEffect', { name }) : t('hideHidden', { name })}</p>
          ) : (
            <>
              <p>{t('showEffect', { name })}</p>
              {!game.provider.enabled ? (
                <p>{t('studioHidden', { studio: game.provider.name })}</p>
              ) : null}
              {!game.available ? (
                <p>{t('unlisted', { aggregator: names.aggregator(game.aggregator) })}</p>
              ) : null}
            </>
          )}
          <p className="muted">{t('noSync')}</p>
        </>
      }
      submitLabel={hiding ? t('hideSubmit') : t('showSubmit')}
      noteRequired
      noteField="reason"
      noteHint={tc('reasonHint')}
      danger={hiding}
      onSubmit={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * The list's columns, the same ones from render to render (TanStack renders each cell as a
 * component of its column: new columns would remount every cell and lose the focus).
 */
function useGameColumns(onSwitch: (row: OfficeCasinoGame) => void): Column<OfficeCasinoGame>[] {
  const t = useTranslations('office.casino.games');
  const names = useCasinoNames();
  const format = useOfficeFormat();
  return useMemo((): Column<OfficeCasinoGame>[] => {
    const seen = (row: OfficeCasinoGame) => (row.visible ? t('shown') : t('hidden'));
    const rtp = (row: OfficeCasinoGame) => (row.rtp ? t('rtp', { rtp: row.rtp }) : t('noRtp'));
    /** Why players do not see a game, each reason in words. */
    const reasons = (row: OfficeCasinoGame) =>
      [
        !row.enabled && t('reasons.off'),
        !row.provider.enabled && t('reasons.studio'),
        !row.available && t('reasons.unlisted', { aggregator: names.aggregator(row.aggregator) }),
      ].filter((reason): reason is string => Boolean(reason));
    return [
      {
        key: 'game',
        header: t('columns.game'),
        required: true,
        cell: (row) => (
          <div className={casinoStyles.game}>
            {row.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, any size
              <img src={row.image} alt="" width={48} height={36} loading="lazy" />
            ) : (
              <span className={casinoStyles.noImage} aria-hidden="true" />
            )}
            <span>
              {names.game(row.name)}
              <span className={`${styles.sub} ${styles.mono}`}>{row.slug}</span>
            </span>
          </div>
        ),
        csv: (row) => `${names.game(row.name)} (${row.slug})`,
      },
      {
        key: 'studio',
        header: t('columns.studio'),
        cell: (row) => (
          <>
            {row.provider.name}
            {!row.provider.enabled ? (
              <span className={styles.sub} data-tone="failure">
                {t('reasons.studio')}
              </span>
            ) : null}
          </>
        ),
        csv: (row) => row.provider.name,
      },
      {
        key: 'aggregator',
        header: t('columns.aggregator'),
        cell: (row) => (
          <>
            {names.aggregator(row.aggregator)}
            <span className={`${styles.sub} ${styles.mono}`}>{row.external_code}</span>
          </>
        ),
        csv: (row) => `${names.aggregator(row.aggregator)} · ${row.external_code}`,
      },
      {
        key: 'type',
        header: t('columns.type'),
        cell: (row) => (
          <>
            {names.kind(row.kind)}
            <span className={styles.sub}>{rtp(row)}</span>
          </>
        ),
        csv: (row) => `${names.kind(row.kind)} · ${rtp(row)}`,
      },
      {
        key: 'players',
        header: t('columns.players'),
        required: true,
        cell: (row) => (
          <>
            <span className={styles.badge} data-tone={row.visible ? 'success' : 'failure'}>
              {seen(row)}
            </span>
            {reasons(row).map((reason) => (
              <span key={reason} className={styles.sub}>
                {reason}
              </span>
            ))}
            {row.blocked_countries.length > 0 ? (
              <span className={styles.sub}>
                {t('blocked', { countries: row.blocked_countries.join(', ') })}
              </span>
            ) : null}
          </>
        ),
        csv: (row) => [seen(row), ...reasons(row)].join(' · '),
      },
      {
        key: 'synced',
        header: t('columns.synced'),
        cell: (row) => format.dateTime(row.synced_at),
        csv: (row) => row.synced_at,
      },
      {
        key: 'actions',
        header: t('columns.actions'),
        hiddenHeader: true,
        required: true,
        cell: (row) => {
          const name = names.game(row.name);
          return (
            <div className={casinoStyles.actions}>
              <button
                type="button"
                className={row.enabled ? 'btn btn-ghost' : 'btn btn-primary'}
                aria-label={row.enabled ? t('hideGame', { name }) : t('showGame', { name })}
                onClick={() => onSwitch(row)}
              >
                {row.enabled ? t('hide') : t('show')}
              </button>
              {row.has_free_spins && row.visible ? (
                <Link
                  href={`${CASINO_PAGES.freeSpins}?game=${encodeURIComponent(row.slug)}`}
                  aria-label={t('grantSpinsOn', { name })}
                >
                  {t('grantSpins')}
                </Link>
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [t, names, format, onSwitch]);
}
