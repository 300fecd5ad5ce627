'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TOP_LAYER_EVENT } from '@/lib/constants/ui';
import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional line under the title, announced as the dialog's description. */
  description?: string;
  /** For a control that names the dialog in `aria-controls`. */
  id?: string;
  /** A variant's look (a drawer, say), added to the dialog's own class. */
  className?: string;
  /**
   * False for a dialog that needs an answer (the reality check): no close button, and neither
   * Escape nor a click on the backdrop closes it; Escape takes focus back to its first button.
   */
  dismissible?: boolean;
};

/**
 * A modal dialog: the native <dialog> in modal mode (the page behind becomes inert), labelled by
 * its title, closed by Escape, the close button or a click on the backdrop. Tab and Shift+Tab
 * cycle inside it, and focus returns to where it was when the dialog closes.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  id,
  className,
  dismissible = true,
}: DialogProps) {
  const t = useTranslations('Dialog');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    document.dispatchEvent(new Event(TOP_LAYER_EVENT));
    dialog.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) onClose();
      else event.currentTarget.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      id={id}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      onKeyDown={onKeyDown}
      // The native Escape handling would close the element behind React's back.
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('close')}
            >
              ×
            </button>
          ) : null}
        </header>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
