/**
 * The provider's rejection labels (Sumsub's `rejectLabels`) the site explains in plain words
 * (`VerificationModal.labels.*`, `KycSandbox.labels.*`); any other label reads as `OTHER`. The
 * first ones are what a player can put right and send again (a RETRY); the last ones come with a
 * final refusal.
 */
export const REJECT_LABELS = [
  'BAD_PROOF_OF_IDENTITY',
  'UNSATISFACTORY_PHOTOS',
  'SELFIE_MISMATCH',
  'BAD_SELFIE',
  'DOCUMENT_PAGE_MISSING',
  'INCOMPLETE_DOCUMENT',
  'EXPIRATION_DATE',
  'SCREENSHOTS',
  'BAD_PROOF_OF_ADDRESS',
  'PROBLEMATIC_APPLICANT_DATA',
  'FORGERY',
  'DUPLICATE',
  'AGE_REQUIREMENT_MISMATCH',
  'WRONG_USER_REGION',
  'OTHER',
] as const;
export type RejectLabel = (typeof REJECT_LABELS)[number];

/** The labels a reviewer ticks for a rejection the player can answer by sending again. */
export const RETRY_LABELS: readonly RejectLabel[] = REJECT_LABELS.slice(0, 10);
/** The labels of a final refusal. */
export const FINAL_LABELS: readonly RejectLabel[] = REJECT_LABELS.slice(10, 14);

/** Each label the site can name once, in its order; an unknown one becomes `OTHER`. */
export function knownLabels(labels: readonly string[]): RejectLabel[] {
  const known = new Set(
    labels.map((label) =>
      (REJECT_LABELS as readonly string[]).includes(label) ? (label as RejectLabel) : 'OTHER',
    ),
  );
  return REJECT_LABELS.filter((label) => known.has(label));
}
