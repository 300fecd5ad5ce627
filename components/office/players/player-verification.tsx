'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { riskPlayerPath } from '../risk/paths';
import { useOfficeMember } from '../member-context';
import type { PlayerOverview } from './player-types';
import playerStyles from './players.module.css';

/**
 * Where the player's verification stands; the documents, the provider's review and the
 * decisions are the risk section's page (`players.risk`), linked rather than repeated.
 */
export function PlayerVerificationPanel({ overview }: { overview: PlayerOverview }) {
  const t = useTranslations('office.players.verification');
  const tr = useTranslations('office.riskPlayer.verification');
  const member = useOfficeMember();
  const { kyc } = overview;
  const level = (value: number) => (value === 0 ? t('none') : t('level', { level: value }));
  return (
    <>
      <dl className={playerStyles.facts}>
        <div>
          <dt>{t('verified')}</dt>
          <dd>{level(kyc.level)}</dd>
        </div>
        <div>
          <dt>{t('asked')}</dt>
          <dd>{level(kyc.required_level)}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>{tr(`statuses.${kyc.status}`)}</dd>
        </div>
      </dl>
      {member.permissions.includes('players.risk') ? (
        <p>
          <Link href={riskPlayerPath(overview.player.id)}>{t('open')}</Link>
        </p>
      ) : (
        <p className="muted">{t('riskOnly')}</p>
      )}
    </>
  );
}
