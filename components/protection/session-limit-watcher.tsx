'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { SESSION_LIMIT_WARNING_S } from '@/lib/constants/protection';
import { useProtection } from '@/lib/hooks/data/use-protection';
import { toast } from '@/lib/toast';
import { signedOutBecause } from './signed-out';
import { useProtectionFormat } from './use-protection-format';

/** How long the warning stays: long enough to read and act on, not the whole 5 minutes. */
const WARNING_SHOWN_MS = 60_000;

/**
 * The session time limit: a warning `SESSION_LIMIT_WARNING_S` before the session's end, then,
 * at the end, the page signs out (the server has ended the session) and says why.
 */
export function SessionLimitWatcher() {
  const t = useTranslations('Protection.session');
  const { protection } = useProtection();
  const format = useProtectionFormat();
  const endsAt = protection?.session_ends_at ?? null;

  useEffect(() => {
    if (!endsAt) return;
    const end = Date.parse(endsAt);
    const now = Date.now();
    const warning = setTimeout(
      () => {
        const minutes = Math.max(1, Math.ceil((end - Date.now()) / 60_000));
        toast.error(t('warning', { minutes, time: format.time(endsAt) }), {
          duration: WARNING_SHOWN_MS,
        });
      },
      Math.max(0, end - SESSION_LIMIT_WARNING_S * 1000 - now),
    );
    const ending = setTimeout(() => signedOutBecause(t('ended'), 'error'), Math.max(0, end - now));
    return () => {
      clearTimeout(warning);
      clearTimeout(ending);
    };
    // The texts follow the language, which reloads the page; a new end starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt]);

  return null;
}
