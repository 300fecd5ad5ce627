'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  TOOLTIP_DISPOSE_MS,
  TOOLTIP_DISTANCE_PX,
  TOOLTIP_SHOW_DELAY_MS,
  type TooltipTheme,
} from '@/lib/constants/ui';
import styles from './tooltip.module.css';

type TooltipProps = {
  content: ReactNode;
  children: ReactNode;
  theme?: TooltipTheme;
};

/**
 * Shows `content` above its trigger after the show delay, on hover or keyboard focus, and removes
 * it from the page once the dispose timeout has passed after hiding (spec §9 defaults).
 */
export function Tooltip({ content, children, theme = 'gray-tooltip' }: TooltipProps) {
  const id = useId();
  const [state, setState] = useState<'hidden' | 'visible' | 'leaving'>('hidden');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('visible'), TOOLTIP_SHOW_DELAY_MS);
  }

  function hide() {
    clearTimeout(timer.current);
    setState((current) => (current === 'hidden' ? current : 'leaving'));
    timer.current = setTimeout(() => setState('hidden'), TOOLTIP_DISPOSE_MS);
  }

  return (
    <span
      className={styles.anchor}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      aria-describedby={state === 'visible' ? id : undefined}
    >
      {children}
      {state !== 'hidden' ? (
        <span
          id={id}
          role="tooltip"
          className={`${styles.tooltip} ${styles[theme]} ${state === 'leaving' ? styles.leaving : ''}`}
          style={{ marginBottom: TOOLTIP_DISTANCE_PX }}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
