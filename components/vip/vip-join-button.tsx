'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { joinVip } from '@/lib/api/auth';
import { vipWishAtom } from '@/lib/atoms/auth-flow';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useUser } from '@/lib/hooks/data/use-user';

/**
 * "Apply to join" of the VIP page. A signed-in player's request goes straight to the API
 * (`request_type: page`), the button says so while it is on its way and a line confirms it; a
 * failure shows the error notification. A guest gets the Register modal with its VIP box ticked,
 * so the new account files the request (spec §4).
 */
export function VipJoinButton() {
  const t = useTranslations('VipJoin');
  const { user, isLoading } = useUser();
  const { open } = useModal();
  const setVipWish = useSetAtom(vipWishAtom);
  const { run, pending } = useFormAction();
  const [sent, setSent] = useState(false);

  async function apply() {
    if (!user) {
      setVipWish(true);
      open('Register');
      return;
    }
    const answer = await run(() => joinVip(browserApi(), 'page'));
    if (answer?.success) setSent(true);
  }

  const done = Boolean(user) && sent;
  return (
    <div className="actions">
      <button
        type="button"
        className={done ? 'btn btn-ghost' : 'btn btn-primary'}
        disabled={isLoading || pending || done}
        aria-busy={pending || undefined}
        onClick={() => void apply()}
      >
        {pending ? t('sending') : done ? t('sentButton') : t('join')}
      </button>
      <span className="muted" role="status">
        {done ? t('sent') : null}
      </span>
    </div>
  );
}
