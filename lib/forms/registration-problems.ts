import { PASSWORD_MIN_LENGTH } from '@/lib/constants/auth';
import { splitE164 } from '@/lib/phone/mask';

/** What a registration form holds when it is sent (the phone as its hidden E.164 input). */
export type RegistrationInput = {
  channel: 'email' | 'phone';
  /** The e-mail as typed, or the phone number in E.164 (empty while no digit is typed). */
  contact: string;
  password: string;
  agreed: boolean;
};

/** The first thing wrong with each field of a registration, keyed as `Form.problems.*`. */
export type RegistrationProblems = {
  email?: 'required' | 'invalid';
  phone?: 'required' | 'invalid';
  password?: 'required' | 'too_short';
  agree?: 'required';
};

/**
 * Only the shape of an address: one `@`, no spaces, a dot in the domain. The API's rule is the
 * one that counts; this only keeps an obvious typo from a round trip.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The registration's checks before anything is sent, so an empty or short field is named under
 * it in the page's language (not in the browser's own bubble). Empty when all is well.
 */
export function registrationProblems(input: RegistrationInput): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const contact = input.contact.trim();
  if (input.channel === 'email') {
    if (!contact) problems.email = 'required';
    else if (!EMAIL_SHAPE.test(contact)) problems.email = 'invalid';
  } else if (!contact) {
    problems.phone = 'required';
  } else if (!splitE164(contact)) {
    // A number still missing digits is no number of ours yet.
    problems.phone = 'invalid';
  }
  if (!input.password) problems.password = 'required';
  else if (input.password.length < PASSWORD_MIN_LENGTH) problems.password = 'too_short';
  if (!input.agreed) problems.agree = 'required';
  return problems;
}
