'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { usePlayerKyc } from '@/lib/hooks/data/use-player-kyc';
import { PlayerFrame } from '../../player-frame';
import { FormAlert } from '../../form-alert';
import { SectionGate } from '../../section-gate';
import { ApplicantPanel } from './applicant-panel';
import { EventsTimeline } from './events-timeline';
import { PlayerFlags } from './player-flags';
import type { PlayerChange, PlayerKyc } from './player-kyc-types';
import { ProviderDocuments } from './provider-documents';
import { TurnoverPanel } from './turnover-panel';
import { UploadsPanel } from './uploads-panel';
import { VerificationPanel } from './verification-panel';
import riskStyles from '../risk.module.css';

/** `/office/risk/players/{id}`: one player's verification, documents, flags and turnover. */
export function RiskPlayerPage({ userId }: { userId: number }) {
  return (
    <SectionGate section="risk">
      <PlayerVerification userId={userId} />
    </SectionGate>
  );
}

function PlayerVerification({ userId }: { userId: number }) {
  const t = useTranslations('office.riskPlayer');
  const { kyc, error, mutate } = usePlayerKyc(userId);
  const [notice, setNotice] = useState<Omit<PlayerChange, 'kyc'> | null>(null);

  /** A change's answer replaces the page's data; without one the page is read again. */
  async function change({ kyc: answer, ...line }: PlayerChange) {
    setNotice(line);
    if (answer) await mutate(answer, { revalidate: false });
    else await mutate();
  }

  if (!kyc) {
    return (
      <PlayerFrame
        namespace="office.riskPlayer"
        backHref="/office/risk"
        userId={userId}
        error={error}
        onRetry={() => void mutate()}
      />
    );
  }

  return (
    <PlayerFrame
      namespace="office.riskPlayer"
      backHref="/office/risk"
      userId={userId}
      error={error}
      onRetry={() => void mutate()}
    >
      <PlayerFacts kyc={kyc} />
      {notice ? <FormAlert message={notice.text} tone={notice.tone} /> : null}
      <div className={riskStyles.sections}>
        <Section id="verification" title={t('sections.verification')} wide>
          <VerificationPanel kyc={kyc} onChange={change} />
        </Section>
        <Section id="applicant" title={t('sections.applicant')}>
          <ApplicantPanel kyc={kyc} />
        </Section>
        <Section id="documents" title={t('sections.documents')}>
          <ProviderDocuments
            userId={userId}
            documents={kyc.documents}
            error={kyc.documents_error}
          />
        </Section>
        <Section id="uploads" title={t('sections.uploads')} wide>
          <UploadsPanel kyc={kyc} onChange={change} />
        </Section>
        <Section id="turnover" title={t('sections.turnover')}>
          <TurnoverPanel kyc={kyc} onChange={change} />
        </Section>
        <Section id="events" title={t('sections.events')}>
          <EventsTimeline events={kyc.events} />
        </Section>
        <Section id="flags" title={t('sections.flags')} wide>
          <PlayerFlags kyc={kyc} onChange={change} />
        </Section>
      </div>
    </PlayerFrame>
  );
}

/** Who the player is: name, contacts, the account's state and currency. */
function PlayerFacts({ kyc }: { kyc: PlayerKyc }) {
  const t = useTranslations('office.riskPlayer.facts');
  const tr = useTranslations('office.risk');
  const { player } = kyc;
  const state = tr.has(`states.${player.state}` as 'states.active')
    ? tr(`states.${player.state}` as 'states.active')
    : player.state;
  return (
    <dl className={riskStyles.facts}>
      <div>
        <dt>{t('name')}</dt>
        <dd>{player.name ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('email')}</dt>
        <dd>{player.email ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('phone')}</dt>
        <dd>{player.phone ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('state')}</dt>
        <dd>{state}</dd>
      </div>
      <div>
        <dt>{t('currency')}</dt>
        <dd>{player.currency}</dd>
      </div>
    </dl>
  );
}

function Section({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={wide ? `${riskStyles.section} ${riskStyles.wide}` : riskStyles.section}
      aria-labelledby={`risk-${id}`}
    >
      <h2 id={`risk-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
