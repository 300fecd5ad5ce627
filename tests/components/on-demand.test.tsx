import { act, render, screen } from '@testing-library/react';
import { DepositWatcherWhenNeeded, ToastsWhenShown } from '@/components/layout/on-demand';
import { DEPOSIT_CONFIG_STORAGE_KEY } from '@/lib/constants/payments';
import { tokenStore } from '@/lib/session/token';
import { toast } from '@/lib/toast';
import { clearCookies } from '../support/session';

/**
 * The deposit watcher and the notifications' layer load only when the visit needs them (issue
 * 41: 10 KB after every guest's page that nothing used). Stand-ins show where each is mounted.
 */
jest.mock('@/components/payments/deposit-watcher', () => ({
  DepositWatcher: () => <p>deposit watcher</p>,
}));
jest.mock('@/components/ui/toast-layer', () => ({
  ToastLayer: () => <p>toast layer</p>,
}));

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

it('loads no deposit watcher for a guest with no open deposit', async () => {
  render(<DepositWatcherWhenNeeded />);
  await act(() => Promise.resolve());
  expect(screen.queryByText('deposit watcher')).toBeNull();
});

it('loads it for a guest whose open deposit is stored, so it goes when its time is up', async () => {
  localStorage.setItem(DEPOSIT_CONFIG_STORAGE_KEY, '{}');
  render(<DepositWatcherWhenNeeded />);
  expect(await screen.findByText('deposit watcher')).toBeInTheDocument();
});

it('loads it once a player signs in, and keeps it after the sign-out it must see', async () => {
  render(<DepositWatcherWhenNeeded />);
  act(() => tokenStore.set('t1'));
  expect(await screen.findByText('deposit watcher')).toBeInTheDocument();
  act(() => tokenStore.clear());
  await act(() => Promise.resolve());
  expect(screen.getByText('deposit watcher')).toBeInTheDocument();
});

it('mounts the notifications’ layer with the first notification, not before', async () => {
  render(<ToastsWhenShown />);
  await act(() => Promise.resolve());
  expect(screen.queryByText('toast layer')).toBeNull();
  act(() => toast.error('Something went wrong'));
  expect(await screen.findByText('toast layer')).toBeInTheDocument();
});
