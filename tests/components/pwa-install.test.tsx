import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallAppButton } from '@/components/pwa/install-app-button';
import { InstallBanner } from '@/components/pwa/install-banner';
import { HIDE_INSTALL_KEY } from '@/lib/constants/pwa';
import { listenForInstallPrompt, resetInstallPromptForTests } from '@/lib/pwa/install-prompt';
import { renderWithProviders } from '../support/render';

/** A stand-in for Chromium's `beforeinstallprompt`, answering with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(async () => {});
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function setStandalone(standalone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

let stop: () => void;

beforeEach(() => {
  resetInstallPromptForTests();
  window.localStorage.clear();
  setStandalone(false);
});
afterEach(() => stop?.());

function page() {
  return renderWithProviders(
    <>
      <InstallBanner />
      <InstallAppButton />
    </>,
    { locale: 'en' },
  );
}

describe('the install prompt (spec §4)', () => {
  it('shows nothing where the browser offers no installation', () => {
    stop = listenForInstallPrompt();
    page();
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('keeps the offer, and a cancel sets the hide-install flag', async () => {
    const user = userEvent.setup();
    stop = listenForInstallPrompt();
    page();
    const { event, prompt } = offerInstall('dismissed');
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeVisible();

    await user.click(screen.getByTestId('install-button'));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(HIDE_INSTALL_KEY)).toBe('1');
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('an accepted install hides every entry without the flag', async () => {
    const user = userEvent.setup();
    stop = listenForInstallPrompt();
    page();
    offerInstall('accepted');
    await user.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(window.localStorage.getItem(HIDE_INSTALL_KEY)).toBeNull();
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('after a cancel, the banner stays away but the menu entry is there when offered again', () => {
    window.localStorage.setItem(HIDE_INSTALL_KEY, '1');
    stop = listenForInstallPrompt();
    page();
    offerInstall('accepted');
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeVisible();
  });

  it('"Not now" counts as a cancel', async () => {
    const user = userEvent.setup();
    stop = listenForInstallPrompt();
    page();
    offerInstall('accepted');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(window.localStorage.getItem(HIDE_INSTALL_KEY)).toBe('1');
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('takes over an offer the early script kept before the bundles ran', () => {
    const early = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(early, {
      prompt: jest.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    (window as unknown as Record<string, unknown>).__installPrompt = early;
    stop = listenForInstallPrompt();
    page();
    expect(screen.getByTestId('install-banner')).toBeVisible();
    delete (window as unknown as Record<string, unknown>).__installPrompt;
  });

  it('shows nothing in the installed app', () => {
    setStandalone(true);
    stop = listenForInstallPrompt();
    page();
    offerInstall('accepted');
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('hides the offer after appinstalled', () => {
    stop = listenForInstallPrompt();
    page();
    offerInstall('accepted');
    expect(screen.getByTestId('install-banner')).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });
});
