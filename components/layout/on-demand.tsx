'use client';

import { Suspense, lazy, useEffect, useState } from 'react';
import { DEPOSIT_CONFIG_STORAGE_KEY } from '@/lib/constants/payments';
import { useToken } from '@/lib/session/token';
import { whenToastShown } from '@/lib/toast';

/**
 * Parts of every page whose code loads only when the visit needs them (issue 41): the deposit
 * watcher brings zod (it checks the stored deposit config) and the billing calls; the
 * notifications' layer brings react-hot-toast. A guest who is shown nothing loads neither.
 */
const DepositWatcher = lazy(() =>
  import('@/components/payments/deposit-watcher').then((module) => ({
    default: module.DepositWatcher,
  })),
);
const ToastLayer = lazy(() =>
  import('@/components/ui/toast-layer').then((module) => ({ default: module.ToastLayer })),
);

/**
 * The deposit watcher, from the moment it has something to do: a player is signed in, or an open
 * deposit is stored from an earlier visit (a guest's goes when its time is up). It then stays for
 * the page's life, so it sees a sign-out and removes the player's open deposit.
 */
export function DepositWatcherWhenNeeded() {
  const token = useToken();
  // Mounted after the load (`AfterLoad`), in the browser only: local storage is there to read.
  const [needed, setNeeded] = useState(storedDepositConfigPresent);
  if (token && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <DepositWatcher />
    </Suspense>
  ) : null;
}

function storedDepositConfigPresent() {
  try {
    return localStorage.getItem(DEPOSIT_CONFIG_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The notifications' layer, from the page's first notification on. */
export function ToastsWhenShown() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenToastShown(() => setShown(true)), []);
  return shown ? (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  ) : null;
}
