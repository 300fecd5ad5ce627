'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { KycRejection } from '@/components/kyc/kyc-rejection';
import styles from '@/components/kyc/kyc.module.css';
import { ProviderWindow, type ProviderSession } from '@/components/kyc/provider-window';
import { SourceOfFunds } from '@/components/kyc/source-of-funds';
import { VerificationStepper } from '@/components/kyc/verification-stepper';
import { Dialog } from '@/components/ui/dialog';
import { browserApi } from '@/lib/api/browser';
import { openKycAccess } from '@/lib/api/kyc';
import { publicEnv } from '@/lib/env/public';
import { useKyc } from '@/lib/hooks/data/use-kyc';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { Link } from '@/lib/i18n/navigation';
import { PROFILE_KEY } from '@/lib/session/profile-cache';
import {
  KYC_AWAIT_REVIEW_MS,
  kycView,
  progressOf,
  type KycAnswer,
  type KycStep,
  type KycView,
} from '@/lib/kyc/view';

/**
 * Identity verification (KYC, issue 35; spec §2, §4): the level asked of the player and why,
 * where it stands (details → documents → review → done), and the next thing to do. Levels 1
 * and 2 go through the provider's window, opened here (the sandbox's page in a frame, or
 * Sumsub's WebSDK); once it says the documents were sent, the modal asks every 4 s until the
 * review answers. A RETRY rejection says what to fix and opens the window again; a FINAL one
 * sends the player to support. Level 3 is a source-of-funds upload, reviewed by staff.
 */
export function VerificationModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('VerificationModal');
  const [awaitingSince, setAwaitingSince] = useState<number | null>(null);
  const { mutate: revalidate } = useSWRConfig();
  const lastStatus = useRef<string | null>(null);
  const { kyc, error, isLoading, mutate, signedIn } = useKyc({
    watch: awaitingSince !== null,
    onAnswer: (answer) => {
      // The review began (or already answered): the status polls on its own from here.
      if (answer.status !== 'init' && answer.status !== 'user_pending') setAwaitingSince(null);
      // The profile's `verification` (the profile page, payouts) follows a new status.
      if (lastStatus.current !== null && lastStatus.current !== answer.status) {
        void revalidate(PROFILE_KEY);
      }
      lastStatus.current = answer.status;
    },
  });
  const [session, setSession] = useState<ProviderSession | null>(null);
  const [sdkStep, setSdkStep] = useState<KycStep | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { run, pending } = useFormAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const windowHeading = useRef<HTMLHeadingElement>(null);
  const view = kyc ? kycView(kyc, awaitingSince !== null) : null;

  // Nothing heard for a while after sending: stop asking every 4 s (a pending status still polls).
  useEffect(() => {
    if (awaitingSince === null) return;
    const timer = window.setTimeout(
      () => setAwaitingSince(null),
      Math.max(0, awaitingSince + KYC_AWAIT_REVIEW_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [awaitingSince]);

  // Say it when the answer changes while the modal is open (a review ending, say).
  const [seenKind, setSeenKind] = useState<KycView['kind'] | null>(null);
  if (view && view.kind !== seenKind) {
    setSeenKind(view.kind);
    const said = seenKind === null ? null : announcementOf(view);
    if (said) setAnnouncement(t(said));
  }

  // Focus follows the player between the overview and the provider's window.
  const opened = session !== null;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (opened ? windowHeading : heading).current?.focus();
  }, [opened]);

  async function start() {
    setAnnouncement('');
    const access = await run(() => openKycAccess(browserApi()));
    if (!access) {
      // Not needed any more, refused meanwhile, or unavailable: show where things stand.
      void mutate();
      return;
    }
    setSdkStep(null);
    setSession(access);
  }

  function submitted() {
    setSession(null);
    setSdkStep(null);
    setAwaitingSince(Date.now());
    void mutate();
  }

  function uploaded(answer: KycAnswer) {
    void mutate(answer, { revalidate: false });
  }

  if (!signedIn) {
    return (
      <Dialog title={t('title')} description={t('description')} onClose={onClose}>
        <Link className="btn btn-ghost btn-block" href="/policy/en/kyc" onClick={onClose}>
          {t('policy')}
        </Link>
      </Dialog>
    );
  }

  if (session) {
    return (
      <Dialog title={t('title')} onClose={onClose} className={styles.wide}>
        <div className={styles.window}>
          <div className={styles.windowBar}>
            <h3 ref={windowHeading} tabIndex={-1}>
              {t('window.title')}
            </h3>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setSession(null);
                void mutate();
              }}
            >
              {t('window.back')}
            </button>
          </div>
          {view ? <Progress view={view} sdkStep={sdkStep ?? undefined} /> : null}
          <ProviderWindow session={session} onSubmitted={submitted} onStep={setSdkStep} />
        </div>
      </Dialog>
    );
  }

  let body;
  if (!kyc) {
    body =
      error && !isLoading ? (
        <div role="alert" className={`${styles.notice} ${styles.danger}`}>
          <p>{t('loadError')}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          {t('loading')}
        </p>
      );
  } else {
    body = (
      <Overview
        kyc={kyc}
        view={view!}
        pending={pending}
        onStart={() => void start()}
        onUploaded={uploaded}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <div className={styles.body}>
        <h3 ref={heading} tabIndex={-1} className="visually-hidden">
          {t('overview')}
        </h3>
        {body}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </Dialog>
  );
}

/** The words said aloud when the modal's state changes under the player's eyes. */
function announcementOf(view: KycView) {
  switch (view.kind) {
    case 'review':
      return 'window.submitted' as const;
    case 'success':
      return 'successTitle' as const;
    case 'retry':
      return 'retryTitle' as const;
    case 'final':
      return 'finalTitle' as const;
    default:
      return null;
  }
}

function Progress({ view, sdkStep }: { view: KycView; sdkStep?: KycStep }) {
  const progress = progressOf(view, sdkStep);
  return progress ? <VerificationStepper progress={progress} /> : null;
}

/** What is asked and why: the level, and each reason the operator's rules gave. */
function Requirement({ kyc, level }: { kyc: KycAnswer; level: number }) {
  const t = useTranslations('VerificationModal');
  const sources = [...new Set(kyc.reasons.map((reason) => reason.source))];
  return (
    <>
      {level >= 1 && level <= 3 ? (
        <p className={styles.level}>{t(`levels.${level as 1 | 2 | 3}`)}</p>
      ) : null}
      {sources.length > 0 ? (
        <section aria-label={t('reasonsTitle')}>
          <p className="muted">{t('reasonsTitle')}</p>
          <ul className={styles.reasons}>
            {sources.map((source) => (
              <li key={source}>{t(`reasons.${source}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Overview({
  kyc,
  view,
  pending,
  onStart,
  onUploaded,
  onClose,
}: {
  kyc: KycAnswer;
  view: KycView;
  pending: boolean;
  onStart: () => void;
  onUploaded: (answer: KycAnswer) => void;
  onClose: () => void;
}) {
  const t = useTranslations('VerificationModal');
  const policy = (
    <Link className="btn btn-ghost btn-block" href="/policy/en/kyc" onClick={onClose}>
      {t('policy')}
    </Link>
  );

  switch (view.kind) {
    case 'none':
      return (
        <>
          <p>{view.level > 0 ? t('verifiedLevel', { level: view.level }) : t('noneNeeded')}</p>
          {policy}
        </>
      );
    case 'success':
      return (
        <>
          <Progress view={view} />
          <div className={`${styles.notice} ${styles.success}`}>
            <p className={styles.noticeTitle}>{t('successTitle')}</p>
            <p>{t('successText', { level: view.level })}</p>
          </div>
          {kyc.required_level === 3 && kyc.uploads.length > 0 ? (
            <SourceOfFunds kyc={kyc} canSend={false} onUploaded={onUploaded} />
          ) : null}
        </>
      );
    case 'final':
      return (
        <>
          <Progress view={view} />
          <div className={`${styles.notice} ${styles.danger}`}>
            <p className={styles.noticeTitle}>{t('finalTitle')}</p>
            <p>{t('finalText')}</p>
            {kyc.review ? <KycRejection review={kyc.review} /> : null}
          </div>
          <a className="btn btn-primary btn-block" href={`mailto:${publicEnv.supportEmail}`}>
            {t('contactSupport')}
          </a>
        </>
      );
    case 'review':
      return (
        <>
          <Progress view={view} />
          <Requirement kyc={kyc} level={view.level} />
          <div className={`${styles.notice} ${styles.info}`}>
            <p className={styles.noticeTitle}>
              <span className={styles.spinner} aria-hidden="true" />
              {t('review.title')}
            </p>
            <p>{t('review.text')}</p>
          </div>
          {view.level === 3 ? (
            <SourceOfFunds kyc={kyc} canSend={false} onUploaded={onUploaded} />
          ) : null}
        </>
      );
    case 'unavailable':
      return (
        <>
          <Requirement kyc={kyc} level={view.level} />
          <div className={`${styles.notice} ${styles.danger}`} role="note">
            <p>{t('unavailable')}</p>
          </div>
          {policy}
        </>
      );
    case 'retry':
      return (
        <>
          <Progress view={view} />
          <Requirement kyc={kyc} level={view.level} />
          <div className={`${styles.notice} ${styles.danger}`}>
            <p className={styles.noticeTitle}>{t('retryTitle')}</p>
            <p>{t('retryText')}</p>
            {kyc.review ? <KycRejection review={kyc.review} /> : null}
          </div>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={onStart}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t('starting') : t('sendAgain')}
          </button>
        </>
      );
    case 'start':
      return (
        <>
          <Progress view={view} />
          <Requirement kyc={kyc} level={view.level} />
          <p className="muted">{t(`hints.${view.level}`)}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={onStart}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t('starting') : t('start')}
          </button>
          {policy}
        </>
      );
    case 'funds':
      return (
        <>
          <Progress view={view} />
          <Requirement kyc={kyc} level={3} />
          <p className="muted">{t('funds.text')}</p>
          {kyc.uploads.some((upload) => upload.status === 'rejected') ? (
            <div className={`${styles.notice} ${styles.danger}`}>
              <p>{t('funds.rejected')}</p>
            </div>
          ) : null}
          <SourceOfFunds kyc={kyc} canSend onUploaded={onUploaded} />
        </>
      );
  }
}
