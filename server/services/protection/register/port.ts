/**
 * A national self-exclusion register (issue 34): Russia's list of self-banned players
 * (самозапрет, from 1 September 2026, published twice a day), Kazakhstan's self-restriction list,
 * GAMSTOP for a UK deployment. Asked at registration, at every sign-in and again every
 * `REGISTER_RECHECK_HOURS`; a match excludes the account until the register clears it.
 */
export type RegisterPerson = {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  postcode: string | null;
};

/**
 * `excluded`: on the register now. `clear`: not on it (or no longer). `unknown`: the register
 * needs what we do not know yet (GAMSTOP wants a name, a date of birth and a postcode, which
 * verification brings): asked again once we do.
 */
export type RegisterVerdict = 'excluded' | 'clear' | 'unknown';

export type ExclusionRegister = {
  name: 'file' | 'gamstop';
  check(person: RegisterPerson): Promise<RegisterVerdict>;
};
