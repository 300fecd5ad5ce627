'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import styles from './protection.module.css';

/** The last step before a break or closure that cannot be undone: what happens, then yes or no. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('Protection');
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="form">
        {children}
        <div className={styles.actions}>
          {/* The safe answer first: focus lands on it when the dialog opens. */}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('back')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
