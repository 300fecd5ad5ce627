'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { settingsAtom } from '@/lib/atoms/settings';

/** The Telegram channel and the partner programme, when the public settings name them. */
export function CommunityLinks() {
  const t = useTranslations('CommunityLinks');
  const { tgChannelUrl, revshareUrl } = useAtomValue(settingsAtom);
  return (
    <>
      {tgChannelUrl ? (
        <li>
          <a href={tgChannelUrl} target="_blank" rel="noopener noreferrer">
            {t('telegramChannel')}
          </a>
        </li>
      ) : null}
      {revshareUrl ? (
        <li>
          <a href={revshareUrl} target="_blank" rel="noopener noreferrer">
            {t('partners')}
          </a>
        </li>
      ) : null}
    </>
  );
}
