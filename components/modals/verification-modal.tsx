'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useUser } from '@/lib/hooks/data/use-user';
import { Link } from '@/lib/i18n/navigation';
import { verificationState } from '@/lib/session/verification-status';

/**
 * Identity verification (KYC): the player's status (spec §4). Documents cannot be sent through
 * the site yet (the KYC issue builds that), so it promises no upload and no review time.
 */
export function VerificationModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('VerificationModal');
  const { user } = useUser();
  const state = verificationState(user?.verification.data?.status);

  return (
    <Dialog
      title={t('title')}
      description={state ? t('descriptionRequested') : t('description')}
      onClose={onClose}
    >
      {state ? (
        <p className={`status status-${state}`} role="status">
          {t(`status.${state}`)}
        </p>
      ) : null}
      <p className="muted">{t('request')}</p>
      <Link className="btn btn-ghost btn-block" href="/policy/en/kyc" onClick={onClose}>
        {t('policy')}
      </Link>
    </Dialog>
  );
}
