'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { browserApi } from '@/lib/api/browser';
import { answerRealityCheck } from '@/lib/api/protection';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useRouter } from '@/lib/i18n/navigation';
import type { realityCheckAnswerSchema } from '@/lib/schemas/protection';
import type { z } from '@/lib/zod';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

export type RealityCheckSummary = z.infer<typeof realityCheckAnswerSchema>;

/**
 * The reality check (UKGC RTS 13): how long the session has run and what it staked, won back and
 * netted, over whatever the page shows (a modal <dialog> sits in the top layer, above a game's
 * frame). Stakes wait until the player answers: continue, look at the history (which answers
 * too), or stop playing (sign out). Escape does not dismiss it: it needs one of the three.
 */
export function RealityCheckDialog({
  summary,
  onAnswered,
}: {
  /** The session's figures; null when they could not be read (the answers still work). */
  summary: RealityCheckSummary | null;
  onAnswered: () => void;
}) {
  const t = useTranslations('Protection.reality');
  const format = useProtectionFormat();
  const router = useRouter();
  const { logout } = useSession();
  const { run, pending } = useFormAction();

  async function answer(then?: () => void) {
    const answered = await run(() => answerRealityCheck(browserApi()));
    if (answered === undefined) return;
    onAnswered();
    then?.();
  }

  async function stop() {
    await logout();
    onAnswered();
  }

  const minutes = summary ? Math.floor(summary.elapsed_s / 60) : 0;
  const money = (amount: number, signed = false) =>
    summary ? format.money(amount, summary.currency, signed) : '—';

  return (
    <Dialog
      title={t('title')}
      description={
        summary
          ? t('played', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
          : t('playedUnknown')
      }
      dismissible={false}
      onClose={() => {}}
    >
      {summary ? (
        <dl className={styles.summary}>
          <div>
            <dt>{t('staked')}</dt>
            <dd>{money(summary.staked)}</dd>
          </div>
          <div>
            <dt>{t('returned')}</dt>
            <dd>{money(summary.returned)}</dd>
          </div>
          <div>
            <dt>{t('net')}</dt>
            <dd>{money(summary.net, true)}</dd>
          </div>
        </dl>
      ) : null}
      <p className="muted">{t('paused')}</p>
      <div className={styles.answers}>
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={pending}
          onClick={() => void answer()}
        >
          {t('continue')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-block"
          disabled={pending}
          onClick={() => void answer(() => router.push('/profile/history'))}
        >
          {t('history')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-block"
          disabled={pending}
          onClick={() => void stop()}
        >
          {t('stop')}
        </button>
      </div>
    </Dialog>
  );
}
