'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * Copies `text` to the clipboard and says so (politely, for screen readers). Where the browser
 * refuses (a page on plain http), it says to select and copy by hand. `name` is the button's
 * name where its label alone would not say what it copies (one button a row of a list).
 */
export function CopyButton({ text, label, name }: { text: string; label: string; name?: string }) {
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
      <button type="button" className="btn btn-ghost" aria-label={name} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="muted">
        {state === 'copied' ? t('copied') : state === 'refused' ? t('refused') : ''}
      </span>
    </>
  );
}
