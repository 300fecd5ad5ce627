'use client';

import { useTranslations } from 'next-intl';
import { useInstallPrompt } from '@/lib/pwa/install-prompt';

/**
 * "Install the app", wherever the site offers it (the menu, the home page's card): there only
 * while the browser offers installation, whatever the banner's hide flag says.
 */
export function InstallAppButton({
  className = 'btn btn-primary',
  onInstall,
}: {
  className?: string;
  onInstall?: () => void;
}) {
  const t = useTranslations('Pwa');
  const { available, install } = useInstallPrompt();
  if (!available) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid="install-app"
      onClick={() => {
        onInstall?.();
        void install();
      }}
    >
      {t('installApp')}
    </button>
  );
}
