/**
 * Sanctions and politically-exposed-person (PEP) screening (issue 35; research §2: a vendor or a
 * self-hosted matcher such as OpenSanctions' yente behind an adapter). Asked when a player's
 * identity is verified (L1) and again every `SCREENING_INTERVAL_MS`; a hit is a risk flag of its
 * list's kind for staff to decide, never an automatic block.
 */

/** Who is screened: the name and date of birth the provider verified. */
export type ScreeningPerson = {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** ISO 3166-1 alpha-2 or alpha-3, when a list's adapter can use it. */
  country?: string | null;
};

export type ScreeningListKind = 'sanctions' | 'pep';

/** A list entry the person matched, and how well. */
export type ScreeningHit = {
  list: ScreeningListKind;
  /** The entry's name as the list writes it. */
  name: string;
  /** The entry's date of birth (YYYY-MM-DD, or a year or a month when that is all it says). */
  birth_date: string | null;
  /** Where the entry comes from (the list's publisher or programme). */
  source: string;
  /** 1: every name token matched; less: one name's tokens are part of the other's. */
  score: number;
};

export type ScreeningList = {
  name: 'file';
  match(person: ScreeningPerson): Promise<ScreeningHit[]>;
};
