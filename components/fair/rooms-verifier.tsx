'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { browserApi } from '@/lib/api/browser';
import { roomRound } from '@/lib/api/rooms';
import { isDrandPublicKey, isDrandSignature, QUICKNET } from '@/lib/games/rooms/drand';
import type { TicketRange } from '@/lib/games/rooms/tickets';
import {
  verifyRoomBeacon,
  verifyRoomRound,
  type RoomBeaconInput,
  type RoomBeaconVerification,
  type RoomRoundVerification,
} from '@/lib/games/rooms/verify';
import type { RoomRoundDetail } from '@/lib/schemas/rooms';
import styles from './fair.module.css';
import { ROOMS_QUERY } from './tool-queries';

type Form = {
  serverSeed: string;
  hash: string;
  entropy: string;
  roundId: string;
  table: string;
  /** The drand beacon's round, signature and chain key; all empty for a crash round. */
  beaconRound: string;
  signature: string;
  publicKey: string;
};
type Problem = 'serverSeed' | 'entropy' | 'roundId' | 'table' | 'beacon';
type Labels = Pick<RoomRoundDetail['bets'][number], 'id' | 'player'>[];
/** What the round's record adds to a beacon: its chain, timing and the close. */
type BeaconContext = {
  /** The round these came with: a round typed in by hand has none of them. */
  roundId: string;
  chainHash: string;
  genesis: number;
  period: number;
  closedAt: number | null;
};
type BeaconResult = { input: RoomBeaconInput; check: RoomBeaconVerification };

const EMPTY: Form = {
  serverSeed: '',
  hash: '',
  entropy: '',
  roundId: '',
  table: '',
  beaconRound: '',
  signature: '',
  publicKey: '',
};

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

/**
 * The beacon to check from the form: null when its fields are empty (a crash round), `invalid`
 * when they are filled in wrong. An empty key is quicknet's; for quicknet the verifier holds the
 * chain to its pinned key and timing whatever is typed.
 */
function beaconOf(form: Form, context: BeaconContext | null): RoomBeaconInput | null | 'invalid' {
  const round = form.beaconRound.trim();
  const signature = form.signature.trim().toLowerCase();
  const publicKey = form.publicKey.trim().toLowerCase() || QUICKNET.publicKey;
  if (!round && !signature && !form.publicKey.trim()) return null;
  if (!/^\d{1,15}$/.test(round) || Number(round) < 1) return 'invalid';
  if (!isDrandSignature(signature) || !isDrandPublicKey(publicKey)) return 'invalid';
  const quicknet = publicKey === QUICKNET.publicKey;
  return {
    chainHash: quicknet ? QUICKNET.hash : (context?.chainHash ?? ''),
    round: Number(round),
    publicKey,
    signature,
    genesis: quicknet ? QUICKNET.genesis : (context?.genesis ?? 0),
    period: quicknet ? QUICKNET.period : (context?.period ?? 0),
  };
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
    beaconRound: round.beacon ? String(round.beacon.round) : '',
    signature: round.beacon?.signature ?? '',
    publicKey: round.beacon?.public_key ?? '',
  };
}

function contextOf(round: RoomRoundDetail): BeaconContext | null {
  if (!round.beacon) return null;
  return {
    roundId: String(round.id),
    chainHash: round.beacon.chain_hash,
    genesis: round.beacon.genesis_time,
    period: round.beacon.period,
    closedAt: round.closed_at ? Date.parse(round.closed_at) : null,
  };
}

/**
 * Recomputes a room round's draw in the browser with the code the server draws with: the server
 * seed against the hash published at the open, the winning ticket from the seed, the entropy
 * and the round id, and the bet of the ticket table holding it. For a round drawn from a drand
 * beacon it also checks the beacon's BLS signature under the chain's key, that the entropy is its
 * randomness and that it is the first beacon round after the close (the pairing code loads only
 * then). `?room_round=<id>` fills it in from the round's record.
 */
export function RoomsVerifier() {
  const t = useTranslations('FairTools.rooms');
  const query = useSearchParams();
  const [form, setForm] = useState<Form>(EMPTY);
  const [labels, setLabels] = useState<Labels>([]);
  const [result, setResult] = useState<RoomRoundVerification | null>(null);
  const [context, setContext] = useState<BeaconContext | null>(null);
  const [beacon, setBeacon] = useState<BeaconResult | 'checking' | null>(null);
  const [beaconProblem, setBeaconProblem] = useState(false);
  const run = useRef(0);
  const asked = query.get(ROOMS_QUERY);
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
        const known = contextOf(round);
        setForm(filled);
        setContext(known);
        setLabels(round.bets.map(({ id, player }) => ({ id, player })));
        check(filled, known);
        setLoading('idle');
      })
      .catch(() => live && setLoading('failed'));
    return () => {
      live = false;
    };
  }, [wanted]);

  /** The draw at once; the beacon once the pairing code has loaded and checked it. */
  function check(filled: Form, known: BeaconContext | null) {
    const attempt = ++run.current;
    setResult(verify(filled));
    const input = beaconOf(filled, known);
    setBeaconProblem(input === 'invalid');
    if (input === null || input === 'invalid') {
      setBeacon(null);
      return;
    }
    setBeacon('checking');
    void verifyRoomBeacon(input, filled.entropy, known?.closedAt ?? null).then(
      (verified) => attempt === run.current && setBeacon({ input, check: verified }),
      () => attempt === run.current && setBeacon(null),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLabels([]);
    check(form, context?.roundId === form.roundId.trim() ? context : null);
  }

  const problems: readonly Problem[] = [
    ...(result && !result.ok ? result.problems : []),
    ...(beaconProblem ? (['beacon'] as const) : []),
  ];
  const errorOf = (problem: Problem) =>
    problems.includes(problem) ? t(`problems.${problem}`) : undefined;
  const field = (name: Exclude<keyof Form, 'table'>, hint?: string) => (
    <Field
      label={t(`fields.${name}`)}
      name={name}
      value={form[name]}
      autoComplete="off"
      spellCheck={false}
      placeholder={hint}
      onChange={(event) => setForm((before) => ({ ...before, [name]: event.target.value }))}
      error={
        name === 'hash' || name === 'publicKey'
          ? undefined
          : name === 'signature'
            ? undefined
            : errorOf(name === 'beaconRound' ? 'beacon' : name)
      }
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
        {field('beaconRound', t('beaconHint'))}
        {field('signature', t('beaconHint'))}
        {field('publicKey', t('publicKeyHint'))}
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
          {beacon === 'checking' ? (
            <p className="muted" role="status">
              {t('beacon.checking')}
            </p>
          ) : null}
          {beacon && beacon !== 'checking' ? <BeaconOutcome {...beacon} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/** What the beacon's check found, and what the chain it came from proves. */
function BeaconOutcome({ input, check }: BeaconResult) {
  const t = useTranslations('FairTools.rooms.beacon');
  const key = check.chain === 'quicknet' ? QUICKNET.publicKey : input.publicKey;
  const line = (ok: boolean, yes: string, no: string) => (
    <p className={styles.match} data-match={ok}>
      {ok ? yes : no}
    </p>
  );
  return (
    <>
      <h3>{t('heading')}</h3>
      <dl className={styles.values}>
        <div>
          <dt>{t('round')}</dt>
          <dd>{input.round}</dd>
        </div>
        <div>
          <dt>{t('chain')}</dt>
          <dd className={styles.mono}>{input.chainHash || '—'}</dd>
        </div>
        <div>
          <dt>{t('publicKey')}</dt>
          <dd className={styles.mono}>{key}</dd>
        </div>
        <div>
          <dt>{t('signature')}</dt>
          <dd className={styles.mono}>{input.signature}</dd>
        </div>
      </dl>
      {line(check.signature, t('signatureValid'), t('signatureInvalid'))}
      {line(check.randomness, t('randomnessMatches'), t('randomnessDiffers'))}
      {check.firstAfterClose === null
        ? null
        : line(check.firstAfterClose, t('firstAfterClose'), t('notFirstAfterClose'))}
      <p>{check.chain === 'quicknet' ? t('quicknet') : t('standIn')}</p>
    </>
  );
}
