'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { readCookie } from '@/lib/dom/cookies';
import { useModal } from '@/lib/hooks/behaviour/use-modal';

/** The advertised bonus the campaign link left in the adBonusType and adBonusValue cookies. */
function readAdBonus() {
  const type = readCookie('adBonusType');
  const value = readCookie('adBonusValue');
  return type && value ? { type, value } : null;
}

/**
 * AdBonus: announces the bonus of the advertising campaign a guest came from (the cookies
 * `lib/edge/steps/campaign-capture.ts` keeps 10 minutes), and leads to the register modal.
 */
export function AdBonusModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('BonusSystem.adBonus');
  const { open } = useModal();
  const [bonus] = useState(readAdBonus);
  return (
    <Dialog title={t('title')} onClose={onClose}>
      <div className="form">
        {bonus ? (
          <p>
            <strong>{t('text', bonus)}</strong>
          </p>
        ) : null}
        <p className="muted">{t('note')}</p>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => open('Register')}
        >
          {t('register')}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={onClose}>
          {t('later')}
        </button>
      </div>
    </Dialog>
  );
}
