'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { errorLines } from '@/lib/api/error-lines';

/**
 * Shows what went wrong as one error notification titled `error.error`, one line per message
 * (spec §5, §8). Answers the lines, so a caller can also report them.
 */
export function useErrorToast() {
  const t = useTranslations('error');
  return useCallback(
    (error: unknown) => {
      const lines = errorLines(error, t as unknown as Parameters<typeof errorLines>[1]);
      if (lines.length === 0) return lines;
      toast.error(
        <div role="alert">
          <strong>{t('error')}</strong>
          {lines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </div>,
      );
      return lines;
    },
    [t],
  );
}
