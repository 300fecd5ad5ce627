import { useSyncExternalStore } from 'react';
import { EARLY_INSTALL_PROMPT_KEY, HIDE_INSTALL_KEY } from '@/lib/constants/pwa';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type State = {
  /** The kept event: installation can be offered now. */
  event: BeforeInstallPromptEvent | null;
  /** The hide-install flag (spec §3): the visitor cancelled once. */
  hidden: boolean;
  /** Installed in this session, or running as the installed app. */
  installed: boolean;
};

const SERVER_STATE: State = { event: null, hidden: true, installed: false };
let state: State = SERVER_STATE;
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_INSTALL_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden() {
  try {
    window.localStorage.setItem(HIDE_INSTALL_KEY, '1');
  } catch {
    // Without storage the flag lasts as long as the page.
  }
  set({ hidden: true });
}

function standalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

let listening = false;

/**
 * Starts keeping the browser's install offer (spec §4), taking over one the layout's early
 * script kept. Called once, as early as the page's bundles run. Browsers without the event
 * (Safari, Firefox) never offer, and nothing is shown there.
 */
export function listenForInstallPrompt(target: Window = window): () => void {
  if (listening) return () => {};
  listening = true;
  const early = (target as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT_KEY];
  const kept = early instanceof Event ? (early as BeforeInstallPromptEvent) : null;
  set({ event: kept, hidden: readHidden(), installed: standalone() });
  const onPrompt = (event: Event) => {
    event.preventDefault();
    set({ event: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => set({ event: null, installed: true });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    listening = false;
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * Shows the browser's install dialog. A cancel sets the hide-install flag; an install hides the
 * offer. The event can prompt once: afterwards the offer is gone until the browser makes another.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { event } = state;
  if (!event) return 'unavailable';
  set({ event: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') writeHidden();
  else set({ installed: true });
  return outcome;
}

/** The visitor closed the banner: the same as a cancel (spec §4: hidden after cancel, remembered). */
export function dismissInstall(): void {
  writeHidden();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type InstallPrompt = {
  /** The browser offers installation now (the menu entry, the home page's card). */
  available: boolean;
  /** The banner may show: offered, not cancelled before, not running installed. */
  showBanner: boolean;
  install: typeof promptInstall;
  dismiss: typeof dismissInstall;
};

export function useInstallPrompt(): InstallPrompt {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  const available = current.event !== null && !current.installed;
  return {
    available,
    showBanner: available && !current.hidden,
    install: promptInstall,
    dismiss: dismissInstall,
  };
}

/** For tests: forget everything. */
export function resetInstallPromptForTests(): void {
  listening = false;
  state = SERVER_STATE;
  listeners.clear();
}
