'use client';

import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { modalAtom } from '@/lib/atoms/modal';
import { readCookie, removeCookie } from '@/lib/dom/cookies';
import { useToken } from '@/lib/session/token';

/**
 * Opens the AdBonus modal once for a guest whose campaign link advertised a bonus with a modal
 * (`adBonusModal`, set for 10 minutes by the campaign step), when no other modal is open. The
 * `adBonusModal` cookie is deleted as the modal opens, so it is shown once; adBonusType and
 * adBonusValue stay for the modal and for registration.
 */
export function AdBonusTrigger() {
  const token = useToken();
  const [modal, setModal] = useAtom(modalAtom);

  useEffect(() => {
    if (token || modal !== null || !readCookie('adBonusModal')) return;
    if (!readCookie('adBonusType') || !readCookie('adBonusValue')) return;
    removeCookie('adBonusModal');
    setModal('AdBonus');
  }, [token, modal, setModal]);

  return null;
}
