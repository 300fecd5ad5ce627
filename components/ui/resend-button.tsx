'use client';

import { useState } from 'react';
import { CODE_RESEND_COOLDOWN_S } from '@/lib/constants/auth';
import { useCountdown } from '@/lib/hooks/behaviour/use-countdown';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';

/**
 * Sends a one-time code again. It is shown right after a code went out, so it waits
 * `CODE_RESEND_COOLDOWN_S` first and counts down, as the API refuses earlier sends.
 */
export function ResendButton({
  onResend,
  label,
  waitLabel,
}: {
  onResend: () => Promise<unknown>;
  label: string;
  /** The label while waiting, e.g. "Send again in 42 s". */
  waitLabel: (seconds: number) => string;
}) {
  const { seconds, start } = useCountdown(CODE_RESEND_COOLDOWN_S);
  const [pending, setPending] = useState(false);
  const showError = useErrorToast();

  async function resend() {
    setPending(true);
    try {
      await onResend();
      start(CODE_RESEND_COOLDOWN_S);
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-ghost btn-block"
      disabled={seconds > 0 || pending}
      onClick={resend}
    >
      {seconds > 0 ? waitLabel(seconds) : label}
    </button>
  );
}
