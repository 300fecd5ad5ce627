'use client';

import { useTranslations } from 'next-intl';
import { useId, type CSSProperties } from 'react';
import { SUPPORT_BUTTON_OFFSET_PX } from '@/lib/constants/ui';
import { publicEnv } from '@/lib/env/public';
import { useSupportChat } from '@/lib/hooks/behaviour/use-support-chat';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './support-chat-button.module.css';

/**
 * The fixed support-chat button (spec §2): bottom right, 20 px from both edges, on every page.
 * On a phone, a page whose own controls sit at the bottom of the screen (`data-chat-tucked`: the
 * crash board) gets it as a tab on the right edge instead, so it covers no button.
 * It opens the configured chat widget (`useSupportChat`); without one, or when it fails to load,
 * the support panel with the ways to reach the team.
 */
export function SupportChatButton() {
  const t = useTranslations('SupportChat');
  // A provider's page shown in the site's iframe (a sandbox game, the sandbox KYC provider's
  // upload page and its reviewer) has no chat of its own: the page around it has one.
  const pathname = usePathname();
  const framed = pathname.startsWith('/sandbox-rgs/') || pathname.startsWith('/kyc/sandbox');
  const chat = useSupportChat({ autoStart: !framed });
  const open = chat.state === 'panel';
  const loading = chat.state === 'loading';
  const panelId = useId();
  if (framed) return null;

  return (
    <div
      className={styles.root}
      style={{ '--chat-offset': `${SUPPORT_BUTTON_OFFSET_PX}px` } as CSSProperties}
    >
      {open ? (
        <section id={panelId} className={styles.panel} aria-label={t('title')}>
          <h2>{t('title')}</h2>
          <p>{t('text')}</p>
          <a className="btn btn-primary btn-block" href={`mailto:${publicEnv.supportEmail}`}>
            {t('email')}
          </a>
          {publicEnv.supportTelegram ? (
            <a
              className="btn btn-ghost btn-block"
              href={publicEnv.supportTelegram}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('telegram')}
            </a>
          ) : null}
          <Link className="btn btn-ghost btn-block" href="/faq" onClick={chat.close}>
            {t('faq')}
          </Link>
        </section>
      ) : null}
      <button
        type="button"
        className={styles.button}
        aria-label={loading ? t('loading') : open ? t('close') : t('open')}
        aria-expanded={open}
        aria-controls={panelId}
        aria-busy={loading}
        data-testid="support-chat-button"
        onClick={() => {
          if (loading) return;
          if (open) chat.close();
          else void chat.open();
        }}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z"
          />
        </svg>
      </button>
    </div>
  );
}
