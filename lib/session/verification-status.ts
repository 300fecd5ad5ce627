/** The three states a player sees of identity verification (spec §4). */
export type VerificationState = 'pending' | 'failed' | 'success';

/** `init` (an account nobody asked for documents) is not among them: there is nothing to check. */
const STATES: Record<string, VerificationState> = {
  waiting: 'pending',
  user_pending: 'pending',
  pending: 'pending',
  failed: 'failed',
  unverified: 'failed',
  success: 'success',
  verified: 'success',
};

/** Maps the KYC provider's status; an unknown or missing one is `null` (nothing to show). */
export function verificationState(status: string | null | undefined): VerificationState | null {
  return (status && STATES[status]) || null;
}
