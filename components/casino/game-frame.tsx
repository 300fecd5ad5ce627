'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { launchCasinoGame, type LaunchBody } from '@/lib/api/casino-launch';
import { ApiError } from '@/lib/api/errors';
import { isGameMessage } from '@/lib/casino/game-messages';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useSessionState } from '@/lib/hooks/data/use-session-state';
import { Link } from '@/lib/i18n/navigation';
import { FreeSpinsBar } from './free-spins-bar';
import styles from './game-frame.module.css';

/** How long a launched game's page may take to load before the player is told and offered a retry. */
const FRAME_LOAD_TIMEOUT_MS = 20_000;

type Problem = 'login' | 'blocked' | 'gone' | 'noDemo' | 'currency' | 'unavailable' | 'busy';

const PROBLEM_OF: Record<string, Problem> = {
  casino_game_blocked: 'blocked',
  not_found: 'gone',
  casino_demo_unavailable: 'noDemo',
  casino_currency_unsupported: 'currency',
  aggregator_unavailable: 'unavailable',
  too_many_requests: 'busy',
};

/** What a development launch may ask of the sandbox provider (`?protocol=gis&fault=duplicate`). */
function sandboxOptions(query: URLSearchParams): Partial<LaunchBody> {
  const protocol = query.get('protocol');
  const fault = query.get('fault');
  return {
    ...(protocol === 'hub88' || protocol === 'gis' ? { protocol } : {}),
    ...(fault ? { fault: fault as LaunchBody['fault'] } : {}),
  };
}

/**
 * A provider's game in an iframe (spec §2 `/{slots}/demo` and `/play`): launched on arrival and
 * on every reload (a reload opens a new session at the provider, which resumes the game with its
 * balance and free rounds), with the lobby, deposit and full-screen controls around it, and the
 * player's free spins on the game, if any. The game posts a message after each settled round and
 * the header's balance (and the free spins left) are fetched again. A guest
 * on `/play` gets the Login modal; a game that cannot open says why.
 */
export function GameFrame({
  slug,
  mode,
  lobbyPath,
  name,
}: {
  slug: string;
  mode: 'real' | 'demo';
  lobbyPath: string;
  name: string;
}) {
  const t = useTranslations('Catalogue.frame');
  const query = useSearchParams();
  const { state: session, user } = useSessionState();
  const { open } = useModal();
  const revalidateMoney = useRevalidateMoney();
  const box = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // Rounds the game reported settled: each asks the balance, and a free-spin grant, again.
  const [settled, setSettled] = useState(0);
  const needsLogin = mode === 'real' && session === 'guest';
  const userId = user?.id;
  const search = query.toString();

  useEffect(() => {
    if (needsLogin) open('Login');
  }, [needsLogin, open]);

  // One launch per arrival, player and retry: a fresh session each time (never from a cache).
  const ready = mode === 'demo' || userId !== undefined;
  const { data: launched, error: failure } = useSWR(
    ready ? ['casino-launch', slug, mode, userId, attempt, search] : null,
    () =>
      launchCasinoGame(browserApi(), mode, {
        game: slug,
        platform: window.matchMedia('(max-width: 640px)').matches ? 'mobile' : 'desktop',
        ...sandboxOptions(new URLSearchParams(search)),
      }),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      revalidateOnMount: true,
      shouldRetryOnError: false,
      dedupingInterval: 0,
    },
  );
  const url = launched?.url ?? null;
  // The launched page has loaded (the iframe's load event), or is taking too long to.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [slowUrl, setSlowUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    const timer = window.setTimeout(() => setSlowUrl(url), FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  const loading = url !== null && loadedUrl !== url;
  const code = failure instanceof ApiError ? failure.code : undefined;
  const problem: Problem | null = failure
    ? ((code ? PROBLEM_OF[code] : undefined) ?? 'unavailable')
    : null;

  useEffect(() => {
    if (!url) return;
    const gameOrigin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gameOrigin || !isGameMessage(event.data)) return;
      void revalidateMoney();
      setSettled((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, revalidateMoney]);

  const fullscreen = useCallback(() => {
    void box.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  const shown: Problem | null = needsLogin ? 'login' : problem;
  // A new launch: a new session at the provider.
  const retry = (
    <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
      {t('retry')}
    </button>
  );
  return (
    <div className={styles.frame} ref={box}>
      <div className={styles.toolbar}>
        <Link className="btn btn-ghost" href={lobbyPath}>
          {t('lobby')}
        </Link>
        {mode === 'real' && user ? <FreeSpinsBar slug={slug} round={settled} /> : null}
        <span className={styles.spacer} />
        {mode === 'real' && user ? (
          <button type="button" className="btn btn-primary" onClick={() => open('PayIn')}>
            {t('deposit')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={fullscreen}
          disabled={!url}
          aria-label={t('fullscreen')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {shown ? (
        <div className={styles.problem} role="alert">
          <h2>{t(`problem.${shown}.title`)}</h2>
          <p className="muted">{t(`problem.${shown}.text`)}</p>
          <div className="actions">
            {shown === 'login' ? (
              <button type="button" className="btn btn-primary" onClick={() => open('Login')}>
                {t('login')}
              </button>
            ) : shown === 'unavailable' || shown === 'busy' ? (
              retry
            ) : null}
            <Link className="btn btn-ghost" href={lobbyPath}>
              {t('lobby')}
            </Link>
          </div>
        </div>
      ) : url ? (
        <div className={styles.stage}>
          <iframe
            key={url}
            className={styles.game}
            src={url}
            title={name}
            allow="fullscreen; autoplay"
            allowFullScreen
            // The game may run scripts, open its own popups and send the page to the lobby when the
            // player asks; nothing else of the site.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            referrerPolicy="origin"
            onLoad={() => setLoadedUrl(url)}
          />
          {loading ? (
            <div className={styles.cover} role="status" aria-busy={slowUrl !== url}>
              {slowUrl === url ? (
                <>
                  <h2>{t('slow.title')}</h2>
                  <p className="muted">{t('slow.text')}</p>
                  {retry}
                </>
              ) : (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  <span>{t('opening', { name })}</span>
                </>
              )}
            </div>
          ) : null}
        </div>
      ) : (
        <div className={styles.loading} role="status" aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t('opening', { name })}</span>
        </div>
      )}
    </div>
  );
}
