'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/lib/i18n/navigation';

/** Explains identity verification (KYC); the player's status joins it with the profile. */
export function VerificationModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('VerificationModal');

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      <ul className="plain-list">
        <li>{t('stepDocument')}</li>
        <li>{t('stepSelfie')}</li>
        <li>{t('stepReview')}</li>
      </ul>
      <Link className="btn btn-ghost btn-block" href="/policy/en/kyc" onClick={onClose}>
        {t('policy')}
      </Link>
    </Dialog>
  );
}
