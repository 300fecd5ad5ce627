'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';

/** Shown once a deposit is confirmed. */
export function SuccessPaymentModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('SuccessPaymentModal');

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
        {t('play')}
      </button>
    </Dialog>
  );
}
