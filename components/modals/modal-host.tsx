'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useReducer, type ComponentType } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { ModalName } from '@/lib/atoms/modal';
import { useModal } from '@/lib/hooks/behaviour/use-modal';

type Modal = ComponentType<{ onClose: () => void }>;

/**
 * Each modal in a chunk of its own, loaded when it first opens: the forms, zod and the payment
 * panels are in no page's first load.
 */
const LOADERS: Record<ModalName, () => Promise<Modal>> = {
  PayIn: () => import('./pay-in-modal').then((module) => module.PayInModal),
  SuccessPayment: () =>
    import('./success-payment-modal').then((module) => module.SuccessPaymentModal),
  Login: () => import('./login-modal').then((module) => module.LoginModal),
  LoginByEmail: () => import('./login-by-email-modal').then((module) => module.LoginByEmailModal),
  ConfirmByPhone: () =>
    import('./confirm-by-phone-modal').then((module) => module.ConfirmByPhoneModal),
  Register: () => import('./register-modal').then((module) => module.RegisterModal),
  Verification: () => import('./verification-modal').then((module) => module.VerificationModal),
  AdBonus: () => import('./ad-bonus-modal').then((module) => module.AdBonusModal),
};

/**
 * The modals a visitor opens most, loaded once they interact with the page (`whenInteracted`),
 * ahead of the click that opens one: a guest's sign-in and sign-up, a player's deposit (neither
 * opens the other's: 37 KB of gzip were loaded for every visit, issue 41).
 */
export const likelyModals = (signedIn: boolean): readonly ModalName[] =>
  signedIn ? ['PayIn'] : ['Login', 'Register'];

const loaded: Partial<Record<ModalName, Modal>> = {};
const loading = new Map<ModalName, Promise<Modal>>();

/** Loads a modal's code once; a failed load is tried again on the next call. */
export function loadModal(name: ModalName): Promise<Modal> {
  let promise = loading.get(name);
  if (!promise) {
    promise = LOADERS[name]().then((modal) => {
      loaded[name] = modal;
      return modal;
    });
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}

/**
 * Renders whichever modal the modal atom names. A modal whose code is still on its way shows as
 * a dialog that says so (and can be closed); one already loaded renders at once.
 */
export function ModalHost() {
  const { current, close } = useModal();
  const [failed, setFailed] = useReducer(
    (_: ModalName | null, next: ModalName | null) => next,
    null,
  );
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const Modal = current ? loaded[current] : undefined;

  useEffect(() => {
    if (!current || Modal) return;
    let active = true;
    setFailed(null);
    loadModal(current).then(
      () => active && arrived(),
      () => active && setFailed(current),
    );
    return () => {
      active = false;
    };
  }, [current, Modal]);

  if (!current) return null;
  if (Modal) return <Modal onClose={close} />;
  return <PendingModal failed={failed === current} onClose={close} />;
}

function PendingModal({ failed, onClose }: { failed: boolean; onClose: () => void }) {
  const t = useTranslations('Dialog');
  return (
    <Dialog title={failed ? t('loadFailedTitle') : t('loading')} onClose={onClose}>
      <p role="status">{failed ? t('loadFailed') : t('loadingHint')}</p>
    </Dialog>
  );
}
