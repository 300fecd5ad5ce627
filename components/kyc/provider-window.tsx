'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { openKycAccess } from '@/lib/api/kyc';
import { isSandboxMessage } from '@/lib/kyc/sandbox-messages';
import {
  SUMSUB_SUBMITTED_EVENTS,
  loadSumsubSdk,
  sumsubLanguage,
  type SumsubInstance,
} from '@/lib/kyc/sumsub-sdk';
import type { KycStep } from '@/lib/kyc/view';
import styles from './kyc.module.css';

export type ProviderSession = {
  provider: 'sumsub' | 'sandbox';
  token: string;
  sdk_url: string | null;
};

type WindowProps = {
  session: ProviderSession;
  /** The player sent the applicant for review. */
  onSubmitted: () => void;
  /** Where the player is in the provider's flow, when it says. */
  onStep: (step: KycStep) => void;
};

/**
 * The provider's verification window inside the modal: the sandbox's page in an iframe, or
 * Sumsub's WebSDK (which makes its own iframe in the container).
 */
export function ProviderWindow(props: WindowProps) {
  return props.session.provider === 'sandbox' ? (
    <SandboxWindow {...props} />
  ) : (
    <SumsubWindow {...props} />
  );
}

/**
 * The sandbox page's address on this page's own origin: the page is the site's, and the site
 * frames only itself (`frame-ancestors 'self'`), while `sdk_url` names the configured site URL,
 * which a mirror's page (or `127.0.0.1` for `localhost`) is not.
 */
function frameUrl(sdkUrl: string | null): URL | null {
  if (!sdkUrl) return null;
  try {
    const given = new URL(sdkUrl, window.location.href);
    if (given.protocol !== 'https:' && given.protocol !== 'http:') return null;
    return new URL(`${given.pathname}${given.search}${given.hash}`, window.location.origin);
  } catch {
    return null;
  }
}

/**
 * The sandbox provider's page in an iframe. It tells the modal what happens through
 * `postMessage` (`{ type: 'kyc-sandbox', event }`), which is believed only from that frame and
 * its origin.
 */
function SandboxWindow({ session, onSubmitted, onStep }: WindowProps) {
  const t = useTranslations('VerificationModal.window');
  const frame = useRef<HTMLIFrameElement>(null);
  const url = frameUrl(session.sdk_url);
  const origin = url?.origin;
  const submitted = useEffectEvent(onSubmitted);
  const stepped = useEffectEvent(onStep);

  useEffect(() => {
    if (!origin) return;
    function receive(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message: unknown = event.data;
      if (!isSandboxMessage(message)) return;
      if (message.event === 'submitted') submitted();
      else if (message.event === 'step') stepped(message.step);
    }
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [origin]);

  if (!url) {
    return (
      <p role="alert" className={styles.notice}>
        {t('loadFailed')}
      </p>
    );
  }
  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={url.href}
      title={t('frameTitle', { provider: t('providers.sandbox') })}
      referrerPolicy="no-referrer"
    />
  );
}

/**
 * Sumsub's WebSDK: its script from Sumsub's CDN, started with the access token (and a way to get
 * a new one when it expires), in the page's language; it renders its own iframe into the
 * container and reports the applicant's submission. Trying again after a failed load starts
 * afresh.
 */
function SumsubWindow(props: WindowProps) {
  const [attempt, setAttempt] = useState(0);
  return <SumsubLaunch key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function SumsubLaunch({
  session,
  onSubmitted,
  onStep,
  onRetry,
}: WindowProps & { onRetry: () => void }) {
  const t = useTranslations('VerificationModal.window');
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const submitted = useEffectEvent(onSubmitted);
  const stepped = useEffectEvent(onStep);

  useEffect(() => {
    let cancelled = false;
    let instance: SumsubInstance | null = null;
    loadSumsubSdk().then(
      (sdk) => {
        if (cancelled || !container.current) return;
        let builder = sdk
          .init(session.token, () => openKycAccess(browserApi()).then((access) => access.token))
          .withConf({ lang: sumsubLanguage(locale), theme: 'dark' })
          .withOptions({ addViewportTag: false, adaptIframeHeight: true })
          .on('idCheck.onStepCompleted', () => stepped('documents'));
        for (const event of SUMSUB_SUBMITTED_EVENTS) {
          builder = builder.on(event, () => submitted());
        }
        instance = builder.build();
        instance.launch(container.current);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy?.();
    };
  }, [session.token, locale]);

  return (
    <>
      {state === 'loading' ? (
        <p role="status" className="muted">
          <span className={styles.spinner} aria-hidden="true" />
          {t('loading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div role="alert" className={`${styles.notice} ${styles.danger}`}>
          <p>{t('loadFailed')}</p>
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      <div
        ref={container}
        className={styles.sumsub}
        hidden={state === 'failed'}
        aria-label={t('frameTitle', { provider: t('providers.sumsub') })}
        role="region"
      />
    </>
  );
}
