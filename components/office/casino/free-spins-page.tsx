'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { officeApi } from '@/lib/api/office';
import { cancelFreeSpins } from '@/lib/api/office-casino';
import { formReader } from '@/lib/forms/form-reader';
import { useOfficeFreeSpins } from '@/lib/hooks/data/use-office-free-spins';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import { ConfirmDialog } from '../confirm-dialog';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import { CasinoSection } from './casino-section';
import { FreeSpinGrantForm } from './free-spin-grant-form';
import styles from '../office.module.css';
import casinoStyles from './casino.module.css';

const STATUS_TONE = {
  active: 'success',
  completed: undefined,
  cancelled: 'failure',
  expired: 'failure',
} as const;

/** A player's number from the address or a field (`#100042` too); null when it is none. */
function playerNumber(text: string | null): number | null {
  const digits = text?.trim().replace(/^#/, '') ?? '';
  return /^[1-9]\d{0,9}$/.test(digits) && Number(digits) <= 2_147_483_647 ? Number(digits) : null;
}

/** `/office/casino/free-spins`: a player's grants, cancelled with a confirmation; new grants. */
export function CasinoFreeSpinsPage() {
  return (
    <CasinoSection>
      <FreeSpins />
    </CasinoSection>
  );
}

function FreeSpins() {
  const t = useTranslations('office.casino.freeSpins');
  // The office renders after hydration only, so the address seeds the player and the game.
  const [userId, setUserId] = useState<number | null>(() =>
    playerNumber(new URLSearchParams(window.location.search).get('user_id')),
  );
  const [game] = useState(
    () => new URLSearchParams(window.location.search).get('game') ?? undefined,
  );
  const [badPlayer, setBadPlayer] = useState(false);
  const { grants, error, mutate } = useOfficeFreeSpins(userId);
  const [cancelling, setCancelling] = useState<FreeSpin | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const columns = useGrantColumns(
    useCallback((grant: FreeSpin) => {
      setOutcome(null);
      setCancelling(grant);
    }, []),
  );

  function show(next: number) {
    setUserId(next);
    const params = new URLSearchParams(window.location.search);
    params.set('user_id', String(next));
    window.history.replaceState(null, '', `${window.location.pathname}?${params}`);
  }

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = playerNumber(formReader(event.currentTarget)('user_id'));
    setBadPlayer(next === null);
    setOutcome(null);
    if (next === null) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="user_id"]')?.focus();
      return;
    }
    show(next);
  }

  async function confirmCancel(grant: FreeSpin) {
    await cancelFreeSpins(officeApi(), grant.id);
    await mutate();
    setCancelling(null);
    setOutcome(t('cancelled', { id: grant.id }));
  }

  return (
    <section className={casinoStyles.tab} aria-labelledby="casino-free-spins">
      <h2 id="casino-free-spins">{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      <section className={styles.panel} aria-labelledby="free-spins-find">
        <h3 id="free-spins-find">{t('find.title')}</h3>
        <form
          className={styles.filters}
          onSubmit={find}
          aria-labelledby="free-spins-find"
          role="search"
          noValidate
        >
          <Field
            key={userId ?? ''}
            label={t('find.player')}
            name="user_id"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={userId ?? undefined}
            error={badPlayer ? t('find.badPlayer') : undefined}
          />
          <div className={`${styles.row} ${casinoStyles.formActions}`}>
            <button type="submit" className="btn btn-primary">
              {t('find.submit')}
            </button>
          </div>
        </form>
      </section>
      <FormAlert message={outcome} tone="info" />
      {userId === null ? (
        <p className="muted">{t('prompt')}</p>
      ) : (
        <ListTable
          caption={t('caption', { id: userId })}
          columns={columns}
          rows={grants}
          rowKey={(row) => row.id}
          error={error}
          onRetry={() => void mutate()}
          empty={t('empty', { id: userId })}
          storageKey="casino-free-spins"
          exportName={`free-spins-${userId}`}
        />
      )}
      <FreeSpinGrantForm
        userId={userId}
        game={game}
        onGranted={(_, grantedTo) => {
          if (grantedTo === userId) void mutate();
          else show(grantedTo);
        }}
      />
      {cancelling && userId !== null ? (
        <CancelGrantDialog
          grant={cancelling}
          userId={userId}
          onConfirm={() => confirmCancel(cancelling)}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </section>
  );
}

function CancelGrantDialog({
  grant,
  userId,
  onConfirm,
  onClose,
}: {
  grant: FreeSpin;
  userId: number;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('office.casino.freeSpins.confirmCancel');
  const format = useOfficeFormat();
  return (
    <ConfirmDialog
      title={t('title', { id: grant.id })}
      summary={
        <p>
          {t('effect', {
            user: userId,
            left: grant.rounds_left,
            game: grant.game.name,
            won: format.money(grant.total_win, grant.currency),
          })}
        </p>
      }
      confirmLabel={t('submit')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

function useGrantColumns(onCancel: (grant: FreeSpin) => void): Column<FreeSpin>[] {
  const t = useTranslations('office.casino.freeSpins');
  const format = useOfficeFormat();
  return useMemo((): Column<FreeSpin>[] => {
    const state = (row: FreeSpin) =>
      row.status === 'active' && !row.is_active
        ? t('status.notStarted')
        : t(`status.${row.status}`);
    return [
      {
        key: 'grant',
        header: t('columns.grant'),
        required: true,
        cell: (row) => (
          <>
            #{row.id}
            <span className={styles.sub}>
              {t('created', { when: format.dateTime(row.created_at) })}
            </span>
          </>
        ),
        csv: (row) => row.id,
      },
      {
        key: 'game',
        header: t('columns.game'),
        cell: (row) => (
          <>
            {row.game.name}
            <span className={styles.sub}>{row.game.provider}</span>
            <span className={`${styles.sub} ${styles.mono}`}>{row.game.slug}</span>
          </>
        ),
        csv: (row) => `${row.game.name} (${row.game.slug})`,
      },
      {
        key: 'rounds',
        header: t('columns.rounds'),
        cell: (row) => t('roundsLeft', { left: row.rounds_left, rounds: row.rounds }),
      },
      {
        key: 'bet',
        header: t('columns.bet'),
        cell: (row) => (
          <span className={styles.amount}>{format.money(row.bet_value, row.currency)}</span>
        ),
        csv: (row) => `${row.bet_value} ${row.currency}`,
      },
      {
        key: 'won',
        header: t('columns.won'),
        cell: (row) => (
          <span className={styles.amount}>{format.money(row.total_win, row.currency)}</span>
        ),
        csv: (row) => `${row.total_win} ${row.currency}`,
      },
      {
        key: 'valid',
        header: t('columns.valid'),
        cell: (row) =>
          t('validRange', {
            from: format.dateTime(row.starts_at),
            until: format.dateTime(row.expiration_at),
          }),
      },
      {
        key: 'status',
        header: t('columns.status'),
        required: true,
        cell: (row) => (
          <span className={styles.badge} data-tone={STATUS_TONE[row.status]}>
            {state(row)}
          </span>
        ),
        csv: state,
      },
      {
        key: 'actions',
        header: t('columns.actions'),
        hiddenHeader: true,
        required: true,
        cell: (row) =>
          row.status === 'active' ? (
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={t('cancelGrant', { id: row.id })}
              onClick={() => onCancel(row)}
            >
              {t('cancel')}
            </button>
          ) : null,
      },
    ];
  }, [t, format, onCancel]);
}
