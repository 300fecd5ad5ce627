'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { browserApi } from '@/lib/api/browser';
import { crashState } from '@/lib/api/crash';
import { isGameHash, previousGameHash } from '@/lib/games/crash/chain';
import { crashPoint, formatCrashPoint } from '@/lib/games/crash/crash-point';
import styles from './fair.module.css';
import { CRASH_QUERY } from './tool-queries';

/** How many games before the checked one the table lists. */
const EARLIER_GAMES = 10;
/** Hashes walked between two paints while looking for the terminating hash. */
const WALK_STEP = 4_000;

type Check = {
  point: number;
  earlier: { hash: string; point: number }[];
  /** The chain walk: running with its progress, or its answer (null: not within the chain). */
  walk: { done: false; walked: number } | { done: true; game: number | null };
};

/**
 * Checks a crash round in the browser with the code the server settles with: the crash point
 * from the game hash and the salt (the formula, and what else checks it: README, "Crash"), the
 * points of the games before it (each game's hash is SHA-256 of the next one's), and the walk to the
 * terminating hash the site published, which proves the game was fixed before the first round.
 * The chain's salt and terminating hash come from the API; `?crash_hash=` fills the hash in.
 */
export function CrashVerifier() {
  const t = useTranslations('FairTools.crash');
  const query = useSearchParams();
  const [hash, setHash] = useState(query.get(CRASH_QUERY) ?? '');
  const [salt, setSalt] = useState('');
  const [terminating, setTerminating] = useState('');
  const [length, setLength] = useState(0);
  const [check, setCheck] = useState<Check | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const walking = useRef(0);

  useEffect(() => {
    crashState(browserApi())
      .then((state) => {
        if (!state.chain) return;
        setSalt((given) => given || state.chain!.salt);
        setTerminating((given) => given || state.chain!.terminating_hash);
        setLength(state.chain.length);
      })
      .catch(() => undefined);
    return () => {
      walking.current += 1;
    };
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const gameHash = hash.trim().toLowerCase();
    if (!isGameHash(gameHash)) return setProblem(t('badHash'));
    if (!salt) return setProblem(t('noSalt'));
    setProblem(null);
    const earlier: Check['earlier'] = [];
    let previous = gameHash;
    for (let game = 0; game < EARLIER_GAMES; game += 1) {
      previous = previousGameHash(previous);
      earlier.push({ hash: previous, point: crashPoint(previous, salt) });
    }
    setCheck({ point: crashPoint(gameHash, salt), earlier, walk: { done: false, walked: 0 } });
    void walk(gameHash, terminating.trim().toLowerCase(), Math.max(length, 1));
  }

  /** Hashes towards the terminating hash a stretch at a time, painting the progress between. */
  async function walk(start: string, target: string, limit: number) {
    const run = (walking.current += 1);
    let hash = start;
    let walked = 0;
    while (walked < limit) {
      const stretch = Math.min(limit, walked + WALK_STEP);
      for (; walked < stretch;) {
        hash = previousGameHash(hash);
        walked += 1;
        if (hash === target) return finish(run, walked);
      }
      if (walking.current !== run) return;
      setCheck((before) => before && { ...before, walk: { done: false, walked } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    finish(run, null);
  }

  function finish(run: number, game: number | null) {
    if (walking.current !== run) return;
    setCheck((before) => before && { ...before, walk: { done: true, game } });
  }

  return (
    <section className="panel" aria-labelledby="fair-crash-verifier">
      <h2 id="fair-crash-verifier">{t('heading')}</h2>
      <form className={styles.verifier} onSubmit={submit} noValidate>
        <Field
          label={t('hash')}
          name="crash_hash"
          value={hash}
          onChange={(event) => setHash(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          error={problem ?? undefined}
        />
        <Field
          label={t('salt')}
          name="crash_salt"
          value={salt}
          onChange={(event) => setSalt(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          label={t('terminating')}
          name="crash_terminating"
          value={terminating}
          onChange={(event) => setTerminating(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="btn btn-primary">
          {t('verify')}
        </button>
      </form>
      {check ? (
        <div className={styles.result} aria-live="polite">
          <h3>{t('point', { point: formatCrashPoint(check.point) })}</h3>
          {check.walk.done ? (
            <p className={styles.match} data-match={check.walk.game !== null}>
              {check.walk.game !== null
                ? t('inChain', { game: check.walk.game })
                : t('notInChain', { games: length })}
            </p>
          ) : (
            <p role="status">
              <progress max={Math.max(length, 1)} value={check.walk.walked} />{' '}
              {t('walking', { walked: check.walk.walked, games: length })}
            </p>
          )}
          <h4>{t('earlier')}</h4>
          <ol className={styles.list}>
            {check.earlier.map((game) => (
              <li key={game.hash}>
                <span className={styles.outcome}>{formatCrashPoint(game.point)}×</span>{' '}
                <span className={styles.mono}>{game.hash}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
