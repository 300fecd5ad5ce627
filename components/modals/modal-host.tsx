'use client';

import type { ComponentType } from 'react';
import type { ModalName } from '@/lib/atoms/modal';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { ConfirmByPhoneModal } from './confirm-by-phone-modal';
import { LoginByEmailModal } from './login-by-email-modal';
import { LoginModal } from './login-modal';
import { PayInModal } from './pay-in-modal';
import { RegisterModal } from './register-modal';
import { SuccessPaymentModal } from './success-payment-modal';
import { VerificationModal } from './verification-modal';

const MODALS: Record<ModalName, ComponentType<{ onClose: () => void }>> = {
  PayIn: PayInModal,
  SuccessPayment: SuccessPaymentModal,
  Login: LoginModal,
  LoginByEmail: LoginByEmailModal,
  ConfirmByPhone: ConfirmByPhoneModal,
  Register: RegisterModal,
  Verification: VerificationModal,
};

/** Renders whichever modal the modal atom names. */
export function ModalHost() {
  const { current, close } = useModal();
  if (!current) return null;
  const Modal = MODALS[current];
  return <Modal onClose={close} />;
}
