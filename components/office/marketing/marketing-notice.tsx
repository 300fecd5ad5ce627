'use client';

import { createContext, useContext, useEffect, useRef } from 'react';
import officeStyles from '../office.module.css';
import styles from './marketing.module.css';

/** A form's outcome, shown on the page it sends the member to (the list it saved into). */
export type MarketingNotice = { path: string; text: string };

type NoticeState = {
  /** The outcome to show on the page open now, if it was announced for it. */
  shown: string | null;
  announce: (notice: MarketingNotice) => void;
};

export const MarketingNoticeContext = createContext<NoticeState>({
  shown: null,
  announce: () => {},
});

/** Announces a saved form's outcome on `path`, the list the form goes back to. */
export const useAnnounce = () => useContext(MarketingNoticeContext).announce;

/**
 * The outcome of the form that sent the member here, under the list's heading. The form is
 * gone, so the outcome takes the focus: it is read, and Tab goes on from it.
 */
export function SavedNotice() {
  const { shown } = useContext(MarketingNoticeContext);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown) status.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <p
      ref={status}
      role="status"
      tabIndex={-1}
      className={`${officeStyles.alert} ${styles.notice}`}
      data-tone="info"
    >
      {shown}
    </p>
  );
}
