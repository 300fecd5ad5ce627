'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { findWorkingOrigin } from '@/lib/mirrors/find-working-origin';
import { readMirrorRecord } from '@/lib/mirrors/store';
import type { MirrorOrigin } from '@/lib/schemas/marketing';
import styles from './mirror-rescue.module.css';

type State =
  | { step: 'searching'; mirrors: MirrorOrigin[] }
  | { step: 'opening'; mirrors: MirrorOrigin[]; target: string }
  | { step: 'none'; mirrors: MirrorOrigin[] };

/** The same path and query on another origin. */
function onOrigin(origin: string, location: Pick<Location, 'pathname' | 'search'>) {
  return new URL(`${location.pathname}${location.search}`, origin).toString();
}

export type MirrorRescueProps = {
  /** Goes to the working mirror; `location.replace` by default (tests pass their own). */
  navigate?: (url: string) => void;
};

/**
 * For the offline page of the installed app (issue 20): this address cannot be reached, so the
 * stored mirrors (`MyDatabase`) are probed and the first that answers opens with the same path;
 * meanwhile, or when none answers, the mirrors are listed as links to try by hand.
 */
export function MirrorRescue({ navigate }: MirrorRescueProps) {
  const t = useTranslations('MirrorRescue');
  const [state, setState] = useState<State>({ step: 'searching', mirrors: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const here = window.location.origin;
    readMirrorRecord()
      .catch(() => null)
      .then(async (record) => {
        const mirrors = (record?.mirrors ?? []).filter((mirror) => mirror.origin !== here);
        if (live) setState({ step: 'searching', mirrors });
        const working = await findWorkingOrigin({ read: async () => record, exclude: [here] });
        if (!live) return;
        if (!working) return setState({ step: 'none', mirrors });
        const target = onOrigin(working.origin, window.location);
        setState({ step: 'opening', mirrors, target });
        (navigate ?? ((url: string) => window.location.replace(url)))(target);
      });
    return () => {
      live = false;
    };
  }, [attempt, navigate]);

  const retry = () => {
    setState({ step: 'searching', mirrors: state.mirrors });
    setAttempt((count) => count + 1);
  };

  return (
    <section className={styles.rescue} aria-labelledby="mirror-rescue-title">
      <h2 id="mirror-rescue-title">{t('title')}</h2>
      <p
        className={styles.status}
        role="status"
        aria-live="polite"
        aria-busy={state.step === 'searching'}
      >
        {state.step === 'searching' && t('searching')}
        {state.step === 'opening' && t('opening', { host: new URL(state.target).host })}
        {state.step === 'none' && t('none')}
      </p>
      {state.mirrors.length > 0 && (
        <>
          <p className={styles.status}>{t('manual')}</p>
          <ul className={styles.mirrors}>
            {state.mirrors.map((mirror) => (
              <li key={mirror.origin}>
                <a href={onOrigin(mirror.origin, window.location)} rel="nofollow">
                  {new URL(mirror.origin).host}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {state.step === 'none' && (
        <button type="button" className="btn btn-primary" onClick={retry}>
          {t('retry')}
        </button>
      )}
    </section>
  );
}
