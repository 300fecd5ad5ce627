'use client';

import { useTranslations } from 'next-intl';
import { useOfficePlayer } from '@/lib/hooks/data/use-office-player';
import { useOfficeMember } from '../member-context';
import { PlayerFrame } from '../player-frame';
import { SectionGate } from '../section-gate';
import { PlayerActions } from './player-actions';
import { PlayerMoneyActions } from './player-money-actions';
import { PlayerResendCode } from './player-resend-code';
import { PlayerActivityPanel } from './player-activity';
import { PlayerDevicesPanel } from './player-devices';
import { PlayerFacts } from './player-facts';
import { PlayerFeaturesPanel } from './player-features';
import { PlayerLimitsPanel } from './player-limits';
import { PlayerNotesPanel } from './player-notes';
import { PlayerOverviewPanel } from './player-overview';
import { PlayerSection } from './player-section';
import { PLAYER_SECTIONS } from './player-types';
import { PlayerVerificationPanel } from './player-verification';
import riskStyles from '../risk/risk.module.css';
import playerStyles from './players.module.css';

/** `/office/players/{id}`: one player's account, money, activity, limits, devices and notes. */
export function PlayerPage({ userId }: { userId: number }) {
  return (
    <SectionGate section="players">
      <PlayerDesk userId={userId} />
    </SectionGate>
  );
}

function PlayerDesk({ userId }: { userId: number }) {
  const t = useTranslations('office.players.page');
  const { overview, error, mutate } = useOfficePlayer(userId);
  const member = useOfficeMember();
  const canSetFeatures = member.permissions.includes('players.features');

  if (!overview) {
    return (
      <PlayerFrame
        namespace="office.players.page"
        backHref="/office/players"
        userId={userId}
        error={error}
        onRetry={() => void mutate()}
      />
    );
  }

  return (
    <PlayerFrame
      namespace="office.players.page"
      backHref="/office/players"
      userId={userId}
      error={error}
      onRetry={() => void mutate()}
    >
      <PlayerFacts overview={overview} />
      <PlayerActions overview={overview} onChanged={() => mutate()} />
      <PlayerMoneyActions overview={overview} onChanged={() => mutate()} />
      <PlayerResendCode player={overview.player} />
      <nav aria-label={t('jump')}>
        <ul className={playerStyles.jump}>
          {PLAYER_SECTIONS.filter((section) => section !== 'features' || canSetFeatures).map(
            (section) => (
              <li key={section}>
                <a href={`#player-${section}`}>{t(`sections.${section}`)}</a>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className={riskStyles.sections}>
        <PlayerSection id="overview" title={t('sections.overview')}>
          <PlayerOverviewPanel overview={overview} />
        </PlayerSection>
        <PlayerSection id="limits" title={t('sections.limits')}>
          <PlayerLimitsPanel protection={overview.protection} />
        </PlayerSection>
        <PlayerSection id="activity" title={t('sections.activity')} wide>
          <PlayerActivityPanel
            userId={userId}
            currencies={overview.balances.map((balance) => balance.currency)}
          />
        </PlayerSection>
        <PlayerSection id="verification" title={t('sections.verification')}>
          <PlayerVerificationPanel overview={overview} />
        </PlayerSection>
        <PlayerSection id="notes" title={t('sections.notes')}>
          <PlayerNotesPanel userId={userId} notes={overview.notes} onAdded={() => mutate()} />
        </PlayerSection>
        {canSetFeatures ? (
          <PlayerSection id="features" title={t('sections.features')}>
            <PlayerFeaturesPanel userId={userId} />
          </PlayerSection>
        ) : null}
        <PlayerSection id="devices" title={t('sections.devices')} wide>
          <PlayerDevicesPanel overview={overview} />
        </PlayerSection>
      </div>
    </PlayerFrame>
  );
}
