'use client';

import { useEffect, useRef } from 'react';
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
 */
export function ToastLayer() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = ref.current;
    if (!layer || typeof layer.showPopover !== 'function') return;
    const raise = () => {
      if (layer.matches(':popover-open')) layer.hidePopover();
      layer.showPopover();
    };
    raise();
    document.addEventListener(TOP_LAYER_EVENT, raise);
    return () => document.removeEventListener(TOP_LAYER_EVENT, raise);
  }, []);

  return (
    <div ref={ref} popover="manual" className={styles.layer}>
      <Toaster
        position="top-right"
        containerStyle={{ top: TOAST_TOP_OFFSET_PX }}
        toastOptions={{ duration: TOAST_DURATION_MS, style: { width: TOAST_WIDTH_PX } }}
      />
    </div>
  );
}
