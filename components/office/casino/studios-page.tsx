'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { switchCasinoProvider } from '@/lib/api/office-casino';
import { useOfficeCasinoProviders } from '@/lib/hooks/data/use-office-casino-providers';
import { Link } from '@/lib/i18n/navigation';
import type { OfficeCasinoProvider } from '@/lib/schemas/casino-office';
import { DecisionDialog } from '../decision-dialog';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { CASINO_PAGES } from './casino-paths';
import { CasinoSection } from './casino-section';
import { useCasinoNames } from './use-casino-names';
import styles from '../office.module.css';
import casinoStyles from './casino.module.css';

/** `/office/casino/studios`: every studio with its games, shown or hidden as a whole. */
export function CasinoStudiosPage() {
  return (
    <CasinoSection>
      <StudiosList />
    </CasinoSection>
  );
}

function StudiosList() {
  const t = useTranslations('office.casino.studios');
  const tc = useTranslations('office.casino');
  const { catalogue, error, mutate } = useOfficeCasinoProviders();
  const [switching, setSwitching] = useState<OfficeCasinoProvider | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const columns = useStudioColumns(
    useCallback((row: OfficeCasinoProvider) => {
      setOutcome(null);
      setSwitching(row);
    }, []),
  );

  async function confirmSwitch(studio: OfficeCasinoProvider, reason: string) {
    const answer = await switchCasinoProvider(officeApi(), studio.slug, {
      enabled: !studio.enabled,
      reason,
    });
    await mutate();
    setSwitching(null);
    setOutcome(
      answer.enabled
        ? t('done.shown', { name: studio.name })
        : t('done.hidden', { name: studio.name }),
    );
  }

  return (
    <section className={casinoStyles.tab} aria-labelledby="casino-studios">
      <h2 id="casino-studios">{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      <FormAlert message={outcome} tone="info" />
      <ListTable
        caption={t('caption')}
        columns={columns}
        rows={catalogue?.providers}
        rowKey={(row) => row.slug}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="casino-studios"
        exportName="casino-studios"
      />
      {switching ? (
        <DecisionDialog
          title={
            switching.enabled
              ? t('confirm.hideTitle', { name: switching.name })
              : t('confirm.showTitle', { name: switching.name })
          }
          summary={
            <>
              <p>
                {switching.enabled
                  ? t('confirm.hideEffect', {
                      name: switching.name,
                      count: switching.games.playable,
                    })
                  : t('confirm.showEffect', {
                      name: switching.name,
                      count: switching.games.playable,
                    })}
              </p>
              <p className="muted">{t('confirm.ownSwitches')}</p>
            </>
          }
          submitLabel={switching.enabled ? t('confirm.hideSubmit') : t('confirm.showSubmit')}
          noteRequired
          noteField="reason"
          noteHint={tc('reasonHint')}
          danger={switching.enabled}
          onSubmit={(reason) => confirmSwitch(switching, reason)}
          onClose={() => setSwitching(null)}
        />
      ) : null}
    </section>
  );
}

function useStudioColumns(
  onSwitch: (row: OfficeCasinoProvider) => void,
): Column<OfficeCasinoProvider>[] {
  const t = useTranslations('office.casino.studios');
  const names = useCasinoNames();
  return useMemo((): Column<OfficeCasinoProvider>[] => {
    const seen = (row: OfficeCasinoProvider) => (row.enabled ? t('shown') : t('hidden'));
    return [
      {
        key: 'studio',
        header: t('columns.studio'),
        required: true,
        cell: (row) => (
          <>
            {row.name}
            <span className={`${styles.sub} ${styles.mono}`}>{row.slug}</span>
          </>
        ),
        csv: (row) => `${row.name} (${row.slug})`,
      },
      {
        key: 'aggregators',
        header: t('columns.aggregators'),
        cell: (row) => row.aggregators.map(names.aggregator).join(', '),
      },
      {
        key: 'games',
        header: t('columns.games'),
        cell: (row) => (
          <Link
            href={`${CASINO_PAGES.games}?provider=${encodeURIComponent(row.slug)}`}
            aria-label={t('gamesOf', { name: row.name, count: row.games.total })}
          >
            {row.games.total}
          </Link>
        ),
        csv: (row) => row.games.total,
      },
      {
        key: 'shown',
        header: t('columns.shown'),
        cell: (row) => (row.enabled ? row.games.playable : 0),
      },
      { key: 'off', header: t('columns.off'), cell: (row) => row.games.off },
      { key: 'unlisted', header: t('columns.unlisted'), cell: (row) => row.games.unlisted },
      {
        key: 'status',
        header: t('columns.status'),
        required: true,
        cell: (row) => (
          <span className={styles.badge} data-tone={row.enabled ? 'success' : 'failure'}>
            {seen(row)}
          </span>
        ),
        csv: seen,
      },
      {
        key: 'actions',
        header: t('columns.actions'),
        hiddenHeader: true,
        required: true,
        cell: (row) => (
          <button
            type="button"
            className={row.enabled ? 'btn btn-ghost' : 'btn btn-primary'}
            aria-label={
              row.enabled
                ? t('hideStudio', { name: row.name })
                : t('showStudio', { name: row.name })
            }
            onClick={() => onSwitch(row)}
          >
            {row.enabled ? t('hide') : t('show')}
          </button>
        ),
      },
    ];
  }, [t, names, onSwitch]);
}
