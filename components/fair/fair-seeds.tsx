'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Field } from '@/components/ui/field';
import { browserApi } from '@/lib/api/browser';
import { rotateSeeds, setClientSeed } from '@/lib/api/games';
import { clientSeedProblem } from '@/lib/games/fair/seeds';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFairSeeds } from '@/lib/hooks/data/use-fair-seeds';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import type { RevealedSeeds } from '@/lib/schemas/games';
import { useToken } from '@/lib/session/token';
import styles from './fair.module.css';

/** A new client seed: 16 random bytes as hex, like the ones the server makes. */
function randomClientSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The signed-in player's seed pair: the committed server seed hash, the client seed (which they
 * may change) and the next nonce; rotating reveals the server seed of the pair and starts a new
 * one, and the revealed pair can go straight into the verifier. Guests are asked to log in.
 */
export function FairSeeds({ onVerify }: { onVerify: (revealed: RevealedSeeds) => void }) {
  const t = useTranslations('FairTools.seeds');
  const token = useToken();
  const { open } = useModal();
  const { seeds, error, mutate } = useFairSeeds();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof clientSeedProblem>>(null);
  const [revealed, setRevealed] = useState<RevealedSeeds | null>(null);
  const save = useFormAction();
  const rotation = useFormAction();
  const fieldErrors = useFieldErrors(save.error);

  if (!token) {
    return (
      <section className="panel" aria-labelledby="fair-seeds">
        <h2 id="fair-seeds">{t('heading')}</h2>
        <p className="muted">{t('guest')}</p>
        <button type="button" className="btn btn-primary" onClick={() => open('Login')}>
          {t('login')}
        </button>
      </section>
    );
  }

  const clientSeed = draft ?? seeds?.client_seed ?? '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = clientSeedProblem(clientSeed);
    setProblem(found);
    if (found) return;
    const next = await save.run(() => setClientSeed(browserApi(), clientSeed));
    if (!next) return;
    await mutate(next, { revalidate: false });
    setDraft(null);
    toast.success(t('saved'));
  }

  async function rotate() {
    const answer = await rotation.run(() => rotateSeeds(browserApi()));
    if (!answer) return;
    await mutate(answer.next, { revalidate: false });
    setDraft(null);
    setRevealed(answer.revealed);
  }

  return (
    <section className="panel" aria-labelledby="fair-seeds">
      <h2 id="fair-seeds">{t('heading')}</h2>
      {seeds ? (
        <div className={styles.seeds}>
          <dl className={styles.values}>
            <div>
              <dt>{t('hash')}</dt>
              <dd className={styles.mono}>{seeds.server_seed_hash}</dd>
            </div>
            <div>
              <dt>{t('clientSeed')}</dt>
              <dd className={styles.mono}>{seeds.client_seed}</dd>
            </div>
            <div>
              <dt>{t('nonce')}</dt>
              <dd>{seeds.nonce}</dd>
            </div>
          </dl>
          <form className={styles.inline} onSubmit={submit} noValidate>
            <Field
              label={t('newClientSeed')}
              name="client_seed"
              value={clientSeed}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              error={problem ? t(`problems.${problem}`) : fieldErrors('client_seed')}
            />
            <div className={styles.buttons}>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setDraft(randomClientSeed());
                  setProblem(null);
                }}
              >
                {t('random')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={save.pending}>
                {t('save')}
              </button>
            </div>
          </form>
          <div className={styles.rotate}>
            <p className="muted">{t('rotateHint')}</p>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={rotation.pending}
              onClick={rotate}
            >
              {rotation.pending ? t('rotating') : t('rotate')}
            </button>
          </div>
        </div>
      ) : (
        <p className="muted" role={error ? 'alert' : 'status'}>
          {error ? t('loadError') : t('loading')}
        </p>
      )}
      {revealed ? (
        <div className={styles.revealed} role="region" aria-labelledby="fair-revealed">
          <h3 id="fair-revealed">{t('revealed.heading')}</h3>
          <dl className={styles.values}>
            <div>
              <dt>{t('revealed.serverSeed')}</dt>
              <dd className={styles.mono}>{revealed.server_seed}</dd>
            </div>
            <div>
              <dt>{t('hash')}</dt>
              <dd className={styles.mono}>{revealed.server_seed_hash}</dd>
            </div>
            <div>
              <dt>{t('clientSeed')}</dt>
              <dd className={styles.mono}>{revealed.client_seed}</dd>
            </div>
            <div>
              <dt>{t('revealed.bets')}</dt>
              <dd>{revealed.nonce}</dd>
            </div>
          </dl>
          <p className="muted">
            {revealed.nonce > 0
              ? t('revealed.nonces', { last: revealed.nonce - 1 })
              : t('revealed.noBets')}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => onVerify(revealed)}>
            {t('revealed.verify')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
