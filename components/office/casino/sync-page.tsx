'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { syncCasinoCatalogue } from '@/lib/api/office-casino';
import type { CasinoAggregator } from '@/lib/constants/casino';
import { useOfficeCasinoProviders } from '@/lib/hooks/data/use-office-casino-providers';
import type { OfficeCasinoAggregator } from '@/lib/schemas/casino-office';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { CasinoSection } from './casino-section';
import { useCasinoNames } from './use-casino-names';
import styles from '../office.module.css';
import casinoStyles from './casino.module.css';

type SyncResult = Awaited<ReturnType<typeof syncCasinoCatalogue>>;

const COUNTS = ['listed', 'added', 'updated', 'removed', 'images', 'image_errors'] as const;

/** `/office/casino/sync`: each aggregator's catalogue fetched now, with what changed. */
export function CasinoSyncPage() {
  return (
    <CasinoSection>
      <SyncPanels />
    </CasinoSection>
  );
}

function SyncPanels() {
  const t = useTranslations('office.casino.sync');
  const tl = useTranslations('office.list');
  const { catalogue, error, mutate } = useOfficeCasinoProviders();
  const { message } = useOfficeError(error, []);
  return (
    <section className={casinoStyles.tab} aria-labelledby="casino-sync">
      <h2 id="casino-sync">{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      {catalogue ? (
        <div className={casinoStyles.panels}>
          {catalogue.aggregators.map((aggregator) => (
            <AggregatorSync
              key={aggregator.aggregator}
              aggregator={aggregator}
              onSynced={() => void mutate()}
            />
          ))}
        </div>
      ) : error ? (
        <div className={styles.row}>
          <FormAlert message={message} />
          <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
            {tl('retry')}
          </button>
        </div>
      ) : (
        <p role="status" className={styles.loading}>
          {tl('loading')}
        </p>
      )}
    </section>
  );
}

/** One aggregator: connected or not, its games and last sync, "sync now" and its counts. */
function AggregatorSync({
  aggregator,
  onSynced,
}: {
  aggregator: OfficeCasinoAggregator;
  onSynced: () => void;
}) {
  const t = useTranslations('office.casino.sync');
  const names = useCasinoNames();
  const format = useOfficeFormat();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<{ counts: SyncResult; at: string } | null>(null);
  const { field, message } = useOfficeError(error, ['aggregator']);
  const name = names.aggregator(aggregator.aggregator);
  const headingId = `casino-sync-${aggregator.aggregator}`;
  const problem = field('aggregator') ?? message;

  async function sync(which: CasinoAggregator) {
    setPending(true);
    setError(null);
    setResult(null);
    try {
      const counts = await syncCasinoCatalogue(officeApi(), which);
      setResult({ counts, at: new Date().toISOString() });
      onSynced();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={casinoStyles.panel} aria-labelledby={headingId} aria-busy={pending}>
      <h3 id={headingId}>{name}</h3>
      <p>
        <span className={styles.badge} data-tone={aggregator.configured ? 'success' : 'failure'}>
          {aggregator.configured ? t('connected') : t('notConnected')}
        </span>
      </p>
      <p>{t('games', { count: aggregator.games })}</p>
      <p className="muted">
        {aggregator.last_synced_at
          ? t('lastSync', { when: format.dateTime(aggregator.last_synced_at) })
          : t('neverSynced')}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={pending || !aggregator.configured}
        aria-label={
          pending ? t('syncingFor', { aggregator: name }) : t('submitFor', { aggregator: name })
        }
        onClick={() => void sync(aggregator.aggregator)}
      >
        {pending ? t('syncing') : t('submit')}
      </button>
      {pending ? (
        <div className={casinoStyles.progress} role="status">
          <progress aria-label={t('progressLabel', { aggregator: name })} />
          <span>{t('progress')}</span>
        </div>
      ) : null}
      <FormAlert message={problem} />
      {result ? (
        <div role="status" className={casinoStyles.result}>
          <h4>{t('result.title', { when: format.dateTime(result.at) })}</h4>
          <dl className={casinoStyles.counts}>
            {COUNTS.map((count) => (
              <div key={count}>
                <dt>{t(`result.${count}`)}</dt>
                <dd>{result.counts[count]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
