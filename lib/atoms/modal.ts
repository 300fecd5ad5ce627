import { atom } from 'jotai';

/** The modals of spec §2. At most one is open at a time. */
export const MODAL_NAMES = [
  'PayIn',
  'SuccessPayment',
  'Login',
  'LoginByEmail',
  'ConfirmByPhone',
  'Register',
  'Verification',
  /** The advertised bonus of a campaign link (adBonus* cookies), shown once to a guest. */
  'AdBonus',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** Which modal is open; `null` when none is. Buttons, query flags and later flows all write here. */
export const modalAtom = atom<ModalName | null>(null);

/** Query flags that open a modal on any page (spec §2), removed from the address afterwards. */
export const MODAL_QUERY_FLAGS: Record<string, ModalName> = {
  signup: 'Register',
  login: 'Login',
  deposit: 'PayIn',
};
