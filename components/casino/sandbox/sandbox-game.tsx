'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { sandboxLaunch, sandboxSpin } from '@/lib/api/casino-launch';
import { GAME_MESSAGE_BALANCE } from '@/lib/casino/game-messages';
import type { SlotRoundResult } from '@/lib/casino/sandbox/slot/round-result';
import { SandboxLiveTable } from './sandbox-live-table';
import { SlotMachine } from './slot-machine';
import styles from './sandbox-game.module.css';

type FreeRounds = { left: number; bet: number };

/** Tells the page that frames the game that the balance moved (it fetches it again). */
function notifyParent() {
  if (window.parent === window) return;
  window.parent.postMessage({ type: GAME_MESSAGE_BALANCE }, window.location.origin);
}

/**
 * The sandbox provider's game page inside the site's iframe: loads the launch (its game, the
 * balance at the wallet, free rounds still to play, the seed commitment) and plays rounds through
 * the provider's server, which settles each with the site's wallet. A reload loads the launch
 * again and goes on where it was.
 */
export function SandboxGame({ launchId }: { launchId: string }) {
  const t = useTranslations('SandboxRgs.page');
  const {
    data: launch,
    error,
    mutate,
  } = useSWR(['sandbox-rgs-launch', launchId], () => sandboxLaunch(browserApi(), launchId));
  const moneyMoved = useCallback(() => {
    notifyParent();
    void mutate();
  }, [mutate]);
  // What the rounds played here say, over what the launch said when it loaded.
  const [played, setPlayed] = useState<{ balance?: number; freeRounds?: FreeRounds | null }>({});
  const [fatal, setFatal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const balance = played.balance ?? launch?.balance ?? null;
  const freeRounds =
    (played.freeRounds === undefined ? launch?.free_rounds : played.freeRounds) ?? undefined;

  const spin = useCallback(
    async (bet: number): Promise<SlotRoundResult> => {
      setNotice(null);
      const answer = await sandboxSpin(browserApi(), launchId, bet);
      notifyParent();
      if (answer.status === 'refused') {
        const known = answer.balance;
        if (known !== null) setPlayed((was) => ({ ...was, balance: known }));
        if (answer.error === 'session') setFatal(t('refused.session'));
        else setNotice(t(`refused.${answer.error}`));
        throw new Error(answer.error);
      }
      const left = answer.freeRoundsLeft;
      setPlayed((was) => ({
        balance: answer.balance,
        freeRounds:
          left === undefined ? was.freeRounds : left > 0 ? { left, bet: answer.bet } : null,
      }));
      return answer;
    },
    [launchId, t],
  );

  if (error) {
    return (
      <p className={styles.message} role="alert">
        {t('notFound')}
      </p>
    );
  }
  if (!launch || (balance === null && launch.balance !== null)) {
    return (
      <p className={styles.message} role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (launch.game.kind === 'live') {
    return (
      <div className={styles.page}>
        {launch.mode === 'demo' ? <p className={styles.badge}>{t('demo')}</p> : null}
        <SandboxLiveTable launchId={launchId} launch={launch} onMoney={moneyMoved} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {launch.mode === 'demo' ? <p className={styles.badge}>{t('demo')}</p> : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <SlotMachine
        title={launch.game.code}
        balance={balance ?? 0}
        currency={launch.currency}
        betValues={launch.bet_values}
        onSpin={spin}
        freeRounds={freeRounds}
        disabled={balance === null}
        error={fatal ?? (balance === null ? t('noBalance') : null)}
      />
      <details className={styles.fairness}>
        <summary>{t('fairness.title')}</summary>
        <p>{t('fairness.text')}</p>
        <dl>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd>
            <code>{launch.fairness.server_seed_hash}</code>
          </dd>
          <dt>{t('fairness.clientSeed')}</dt>
          <dd>
            <code>{launch.fairness.client_seed}</code>
          </dd>
        </dl>
        {launch.previous_fairness ? (
          <>
            <p>{t('fairness.previous', { rounds: launch.previous_fairness.nonce })}</p>
            <dl>
              <dt>{t('fairness.serverSeed')}</dt>
              <dd>
                <code>{launch.previous_fairness.server_seed}</code>
              </dd>
              <dt>{t('fairness.serverSeedHash')}</dt>
              <dd>
                <code>{launch.previous_fairness.server_seed_hash}</code>
              </dd>
              <dt>{t('fairness.clientSeed')}</dt>
              <dd>
                <code>{launch.previous_fairness.client_seed}</code>
              </dd>
            </dl>
          </>
        ) : null}
      </details>
    </div>
  );
}
