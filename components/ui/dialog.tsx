'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUS_AFTER_DIALOG_SELECTOR, TOP_LAYER_EVENT } from '@/lib/constants/ui';
import { holdDialogFailures, type DialogFailure } from '@/lib/forms/dialog-failure';
import styles from './dialog.module.css';

/** The controls a failure marks invalid; a fieldset's mark is for reading, it takes no focus. */
const INVALID_CONTROL = ['input', 'select', 'textarea']
  .map((tag) => `${tag}[aria-invalid="true"]`)
  .join(', ');

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
 * cycle inside it, and focus returns to where it was when the dialog closes, or, when that
 * control is gone, to the element marked to take it. A failure of what runs inside it is shown
 * in an alert under the title, never in a toast the inert page would hide (issue 42), and takes
 * the focus to the first field it marks invalid.
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
  const failureRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<DialogFailure | null>(null);

  useEffect(() => holdDialogFailures(setFailure), []);

  useEffect(() => {
    if (!failure) return;
    const invalid = ref.current?.querySelector<HTMLElement>(INVALID_CONTROL);
    // The field's message is read with it; with no such field the alert is read on its own,
    // and takes the focus only if it was lost (a submit button disabled while it ran).
    if (invalid) invalid.focus();
    else if (!ref.current?.contains(document.activeElement)) failureRef.current?.focus();
  }, [failure]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    document.dispatchEvent(new Event(TOP_LAYER_EVENT));
    dialog.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = previous?.isConnected
        ? previous
        : document.querySelector<HTMLElement>(FOCUS_AFTER_DIALOG_SELECTOR);
      target?.focus?.();
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
        {failure && failure.lines.length + failure.onFields.length > 0 ? (
          // Keyed by failure, so the same words failing twice are announced twice.
          <div
            key={failure.key}
            ref={failureRef}
            role="alert"
            tabIndex={-1}
            className={failure.lines.length > 0 ? styles.failure : 'visually-hidden'}
          >
            {failure.lines.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
            {/* Shown under their fields already: heard here, for a field that kept the focus. */}
            {failure.onFields.map((line, index) => (
              <p key={`field-${index}`} className="visually-hidden">
                {line}
              </p>
            ))}
          </div>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
