'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { CASINO_AGGREGATORS, type CasinoAggregator } from '@/lib/constants/casino';
import { formReader } from '@/lib/forms/form-reader';
import { useOfficeCasinoRound, type RoundAsk } from '@/lib/hooks/data/use-office-casino-round';
import { Link } from '@/lib/i18n/navigation';
import type { OperatorCasinoRoundPart } from '@/lib/schemas/casino-rounds';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { CasinoSection } from './casino-section';
import { SelectField } from '../select-field';
import { useCasinoNames } from './use-casino-names';
import styles from '../office.module.css';
import casinoStyles from './casino.module.css';

type RoundPart = OperatorCasinoRoundPart;
type Call = RoundPart['transactions'][number];

const STATUS_TONE = { open: 'pending', closed: 'success', cancelled: 'failure' } as const;
const STATE_TONE = { processed: 'success', rolled_back: 'pending', tombstone: 'failure' } as const;

/** `/office/casino/rounds`: a provider round's every player part and wallet call. */
export function CasinoRoundLookupPage() {
  return (
    <CasinoSection>
      <RoundLookup />
    </CasinoSection>
  );
}

function RoundLookup() {
  const t = useTranslations('office.casino.rounds');
  const names = useCasinoNames();
  const [ask, setAsk] = useState<RoundAsk | null>(null);
  const [missing, setMissing] = useState(false);
  const { round, error, isLoading, mutate } = useOfficeCasinoRound(ask);
  const { field, message } = useOfficeError(error, ['aggregator', 'round_id']);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const roundId = read('round_id').trim();
    setMissing(!roundId);
    if (!roundId) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="round_id"]')?.focus();
      return;
    }
    const next = { aggregator: read('aggregator') as CasinoAggregator, roundId };
    if (ask && ask.aggregator === next.aggregator && ask.roundId === next.roundId) void mutate();
    else setAsk(next);
  }

  return (
    <section className={casinoStyles.tab} aria-labelledby="casino-rounds">
      <h2 id="casino-rounds">{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      <form
        className={styles.filters}
        onSubmit={submit}
        aria-label={t('form.label')}
        role="search"
        noValidate
      >
        <SelectField
          label={t('form.aggregator')}
          name="aggregator"
          defaultValue="sandbox"
          options={CASINO_AGGREGATORS.map((value) => ({
            value,
            label: names.aggregator(value),
          }))}
          error={field('aggregator')}
        />
        <Field
          label={t('form.roundId')}
          name="round_id"
          autoComplete="off"
          maxLength={255}
          required
          error={missing ? t('form.missing') : field('round_id')}
        />
        <div className={`${styles.row} ${casinoStyles.formActions}`}>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isLoading}
            aria-busy={isLoading}
          >
            {isLoading ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
      <FormAlert message={message} />
      {round && ask ? (
        round.items.length === 0 ? (
          <p role="status" className={styles.empty}>
            {t('notFound', { id: ask.roundId, aggregator: names.aggregator(ask.aggregator) })}
          </p>
        ) : (
          <div className={casinoStyles.tab}>
            <p role="status" className="muted">
              {t('found', {
                id: ask.roundId,
                aggregator: names.aggregator(ask.aggregator),
                count: round.items.length,
              })}
            </p>
            {round.items.map((part) => (
              <RoundPartPanel key={part.id} part={part} />
            ))}
          </div>
        )
      ) : null}
    </section>
  );
}

/** One player's part of the round: its facts, then every call in the order they came. */
function RoundPartPanel({ part }: { part: RoundPart }) {
  const t = useTranslations('office.casino.rounds');
  const format = useOfficeFormat();
  const columns = useCallColumns(part.currency);
  const headingId = `round-part-${part.id}`;
  const facts: [string, string][] = [
    [t('facts.game'), `${part.game.name} (${part.game.code})`],
    [t('facts.currency'), part.currency],
    [t('facts.staked'), format.money(part.bet_total, part.currency)],
    [t('facts.won'), format.money(part.win_total, part.currency)],
    [t('facts.opened'), format.dateTime(part.opened_at)],
    [t('facts.closed'), part.closed_at ? format.dateTime(part.closed_at) : t('facts.notClosed')],
  ];
  return (
    <section className={casinoStyles.panel} aria-labelledby={headingId}>
      <div className={casinoStyles.toolbar}>
        <h3 id={headingId}>{t('part', { id: part.user_id })}</h3>
        <span className={styles.badge} data-tone={STATUS_TONE[part.status]}>
          {t(`status.${part.status}`)}
        </span>
        {part.free ? <span className={styles.badge}>{t('free')}</span> : null}
        <Link href={`/office/players/${part.user_id}`}>{t('openPlayer')}</Link>
      </div>
      <dl className={casinoStyles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ListTable
        caption={t('caption', { id: part.user_id })}
        columns={columns}
        rows={part.transactions}
        rowKey={(row) => row.external_tx_id}
        empty={t('noCalls')}
        exportName={`round-${part.external_round_id}-${part.user_id}`}
      />
    </section>
  );
}

function useCallColumns(currency: string): Column<Call>[] {
  const t = useTranslations('office.casino');
  const format = useOfficeFormat();
  return useMemo((): Column<Call>[] => {
    const state = (row: Call) => t(`callStates.${row.state}`);
    const answer = (row: Call) => (row.response ? JSON.stringify(row.response, null, 2) : '');
    return [
      {
        key: 'time',
        header: t('rounds.columns.time'),
        cell: (row) => format.dateTime(row.created_at),
        csv: (row) => row.created_at,
      },
      {
        key: 'call',
        header: t('rounds.columns.call'),
        required: true,
        cell: (row) => (
          <>
            {t(`calls.${row.kind}`)}
            {row.is_free ? ` · ${t('rounds.free')}` : ''}
            <span className={`${styles.sub} ${styles.mono}`}>{row.external_tx_id}</span>
            {row.ref_external_tx_id ? (
              <span className={styles.sub}>
                {t('rounds.refTx', { tx: row.ref_external_tx_id })}
              </span>
            ) : null}
            {row.free_spin_grant_id ? (
              <span className={styles.sub}>
                {t('rounds.grant', { id: row.free_spin_grant_id })}
              </span>
            ) : null}
          </>
        ),
        csv: (row) =>
          [t(`calls.${row.kind}`), row.external_tx_id, row.ref_external_tx_id]
            .filter(Boolean)
            .join(' · '),
      },
      {
        key: 'amount',
        header: t('rounds.columns.amount'),
        cell: (row) => <span className={styles.amount}>{format.money(row.amount, currency)}</span>,
        csv: (row) => row.amount,
      },
      {
        key: 'state',
        header: t('rounds.columns.state'),
        cell: (row) => (
          <span className={styles.badge} data-tone={STATE_TONE[row.state]}>
            {state(row)}
          </span>
        ),
        csv: state,
      },
      {
        key: 'ledger',
        header: t('rounds.columns.ledger'),
        cell: (row) =>
          row.ledger_key ? (
            <span className={styles.mono}>{row.ledger_key}</span>
          ) : (
            t('rounds.noLedger')
          ),
        csv: (row) => row.ledger_key ?? '',
      },
      {
        key: 'answer',
        header: t('rounds.columns.answer'),
        cell: (row) =>
          row.response ? (
            <details className={styles.details}>
              <summary>{t('rounds.showAnswer')}</summary>
              <pre>{answer(row)}</pre>
            </details>
          ) : (
            t('rounds.noAnswer')
          ),
        csv: answer,
      },
    ];
  }, [t, format, currency]);
}
