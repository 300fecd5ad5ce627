'use client';

import { useEffect, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import {
  TOAST_DURATION_MS,
  TOAST_TOP_OFFSET_PX,
  TOAST_WIDTH_PX,
  TOP_LAYER_EVENT,
} from '@/lib/constants/ui';
import styles from './toast-layer.module.css';

/**
 * The notifications, in the browser's top layer: a modal dialog would otherwise dim them behind
 * its backdrop, and a login error must be read where the login form is. Whenever a dialog opens,
 * the layer steps to the top again. Below the sticky header, so it never covers its buttons.
 *
 * The notifications render once the layer is open: the layer mounts with the page's first
 * notification (`whenToastShown`), and react-hot-toast measures a notification's height as it
 * mounts, so one mounted in the closed layer (`display: none`) measured 0 and stayed transparent.
 */
export function ToastLayer() {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const layer = ref.current;
    const opened = requestAnimationFrame(() => setOpen(true));
    if (!layer || typeof layer.showPopover !== 'function')
      return () => cancelAnimationFrame(opened);
    const raise = () => {
      if (layer.matches(':popover-open')) layer.hidePopover();
      layer.showPopover();
    };
    raise();
    document.addEventListener(TOP_LAYER_EVENT, raise);
    return () => {
      cancelAnimationFrame(opened);
      document.removeEventListener(TOP_LAYER_EVENT, raise);
    };
  }, []);

  return (
    <div ref={ref} popover="manual" className={styles.layer}>
      {open ? (
        <Toaster
          position="top-right"
          containerStyle={{ top: TOAST_TOP_OFFSET_PX }}
          toastOptions={{ duration: TOAST_DURATION_MS, style: { width: TOAST_WIDTH_PX } }}
        />
      ) : null}
    </div>
  );
}
