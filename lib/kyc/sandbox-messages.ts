/**
 * What the sandbox provider's page tells the page framing it (`window.parent.postMessage`, to
 * that page's origin): the player moved to a step, or sent the applicant for review. The modal
 * believes it only from the frame it opened and that frame's origin.
 */
export const KYC_SANDBOX_MESSAGE = 'kyc-sandbox';

export type SandboxMessage =
  | { type: typeof KYC_SANDBOX_MESSAGE; event: 'submitted' }
  | { type: typeof KYC_SANDBOX_MESSAGE; event: 'step'; step: 'details' | 'documents' };

export function isSandboxMessage(data: unknown): data is SandboxMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== KYC_SANDBOX_MESSAGE) return false;
  if (message.event === 'submitted') return true;
  return message.event === 'step' && (message.step === 'details' || message.step === 'documents');
}

/** Tells the framing page (the modal), if there is one, what happened here. */
export function tellParent(message: SandboxMessage) {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}
