'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * Copies `text` to the clipboard and says so (politely, for screen readers). Where the browser
 * refuses (a page on plain http), it says to select and copy by hand.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('office.copy');
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('refused');
    }
  }

  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="muted">
        {state === 'copied' ? t('copied') : state === 'refused' ? t('refused') : ''}
      </span>
    </>
  );
}
