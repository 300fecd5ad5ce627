'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { browserApi } from '@/lib/api/browser';
import { roomRound } from '@/lib/api/rooms';
import type { TicketRange } from '@/lib/games/rooms/tickets';
import { verifyRoomRound, type RoomRoundVerification } from '@/lib/games/rooms/verify';
import type { RoomRoundDetail } from '@/lib/schemas/rooms';
import styles from './fair.module.css';

type Form = { serverSeed: string; hash: string; entropy: string; roundId: string; table: string };
type Problem = 'serverSeed' | 'entropy' | 'roundId' | 'table';
type Labels = Pick<RoomRoundDetail['bets'][number], 'id' | 'player'>[];

const EMPTY: Form = { serverSeed: '', hash: '', entropy: '', roundId: '', table: '' };

/**
 * The ticket table as pasted: `[{from, to}, …]`, the round's `bets` from the API, or the whole
 * round's record.
 */
function parseTable(text: string): TicketRange[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    const rows = parsed && typeof parsed === 'object' && 'bets' in parsed ? parsed.bets : parsed;
    if (!Array.isArray(rows)) return null;
    return rows.map((row) => {
      const { from, to, tickets_from, tickets_to } = row as Record<string, unknown>;
      return { from: Number(from ?? tickets_from), to: Number(to ?? tickets_to) };
    });
  } catch {
    return null;
  }
}

function verify(form: Form): RoomRoundVerification {
  const table = parseTable(form.table);
  return verifyRoomRound({
    serverSeed: form.serverSeed.trim(),
    serverSeedHash: form.hash,
    entropy: form.entropy.trim(),
    roundId: /^\d+$/.test(form.roundId.trim()) ? Number(form.roundId.trim()) : 0,
    table: table ?? [],
  });
}

function formOf(round: RoomRoundDetail): Form {
  return {
    serverSeed: round.server_seed ?? '',
    hash: round.server_seed_hash,
    entropy: round.entropy ?? '',
    roundId: String(round.id),
    table: JSON.stringify(
      round.bets.map((bet) => ({ from: bet.tickets_from, to: bet.tickets_to })),
    ),
  };
}

/**
 * Recomputes a room round's draw in the browser with the code the server draws with: the server
 * seed against the hash published at the open, the winning ticket from the seed, the entropy
 * and the round id, and the bet of the ticket table holding it. `?room_round=<id>` fills it in
 * from the round's record.
 */
export function RoomsVerifier() {
  const t = useTranslations('FairTools.rooms');
  const query = useSearchParams();
  const [form, setForm] = useState<Form>(EMPTY);
  const [labels, setLabels] = useState<Labels>([]);
  const [result, setResult] = useState<RoomRoundVerification | null>(null);
  const asked = query.get('room_round');
  const wanted = asked && /^\d{1,15}$/.test(asked) ? Number(asked) : null;
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>(
    wanted === null ? 'idle' : 'loading',
  );

  useEffect(() => {
    if (wanted === null) return;
    let live = true;
    roomRound(browserApi(), wanted)
      .then((round) => {
        if (!live) return;
        const filled = formOf(round);
        setForm(filled);
        setLabels(round.bets.map(({ id, player }) => ({ id, player })));
        setResult(verify(filled));
        setLoading('idle');
      })
      .catch(() => live && setLoading('failed'));
    return () => {
      live = false;
    };
  }, [wanted]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLabels([]);
    setResult(verify(form));
  }

  const problems: readonly Problem[] = result && !result.ok ? result.problems : [];
  const errorOf = (problem: Problem) =>
    problems.includes(problem) ? t(`problems.${problem}`) : undefined;
  const field = (name: 'serverSeed' | 'hash' | 'entropy' | 'roundId', hint?: string) => (
    <Field
      label={t(`fields.${name}`)}
      name={name}
      value={form[name]}
      autoComplete="off"
      spellCheck={false}
      placeholder={hint}
      onChange={(event) => setForm((before) => ({ ...before, [name]: event.target.value }))}
      error={name === 'hash' ? undefined : errorOf(name)}
    />
  );
  const tableError = errorOf('table');
  const winner = result?.ok ? labels[result.winner] : undefined;

  return (
    <section className="panel" aria-labelledby="rooms-verifier">
      <h2 id="rooms-verifier">{t('heading')}</h2>
      <p className="muted">{t('lead')}</p>
      {loading === 'loading' ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {loading === 'failed' ? <p className="field-error">{t('loadError')}</p> : null}
      <form className={styles.verifier} onSubmit={submit} noValidate>
        {field('serverSeed')}
        {field('hash', t('hashHint'))}
        {field('entropy')}
        {field('roundId')}
        <div className="field">
          <label htmlFor="rooms-verifier-table">{t('fields.table')}</label>
          <textarea
            id="rooms-verifier-table"
            name="table"
            rows={4}
            spellCheck={false}
            className={styles.textarea}
            value={form.table}
            onChange={(event) => setForm((before) => ({ ...before, table: event.target.value }))}
            aria-invalid={tableError ? true : undefined}
            aria-describedby="rooms-verifier-table-hint"
          />
          <p id="rooms-verifier-table-hint" className={tableError ? 'field-error' : 'muted'}>
            {tableError ?? t('tableHint')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
      </form>
      {result?.ok ? (
        <div className={styles.result} role="status" aria-live="polite">
          <h3>{t('result.heading')}</h3>
          <dl className={styles.values}>
            <div>
              <dt>{t('result.hash')}</dt>
              <dd className={styles.mono}>{result.computedHash}</dd>
            </div>
            <div>
              <dt>{t('result.total')}</dt>
              <dd>{result.totalTickets}</dd>
            </div>
            <div>
              <dt>{t('result.ticket')}</dt>
              <dd>{result.winningTicket}</dd>
            </div>
          </dl>
          {result.hashMatches === null ? null : (
            <p className={styles.match} data-match={result.hashMatches}>
              {result.hashMatches ? t('result.hashMatches') : t('result.hashDiffers')}
            </p>
          )}
          <p className={styles.outcome}>
            {t('result.winner', {
              row: result.winner + 1,
              player: winner?.player ?? '—',
            })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
