'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { fetchClientConfig } from '@/lib/api/client-config';
import { fetchVisitorCountry } from '@/lib/api/visitor-country';
import { SUPPORT_CHAT_PAGE_DELAY_MS } from '@/lib/constants/support-chat';
import { whenIdleAfterLoad } from '@/lib/dom/when-idle-after-load';
import { useUser } from '@/lib/hooks/data/use-user';
import { usePathname } from '@/lib/i18n/navigation';
import {
  loadSupportChat,
  supportChatScript,
  type SupportChatWidget,
} from '@/lib/support-chat/widget';

export type SupportChatState = 'idle' | 'loading' | 'widget' | 'panel';

/** The widget's script for this visitor, or null; asks for the country only when it matters. */
async function scriptFor(locale: string): Promise<string | null> {
  const config = await fetchClientConfig(browserApi());
  if (!config) return null;
  const scripts = {
    default: config.support_chat.script_url,
    kz: config.support_chat.script_url_kz,
  };
  if (!scripts.default && !scripts.kz) return null;
  const needsCountry = locale !== 'kz' && scripts.kz !== null && scripts.kz !== scripts.default;
  const country = needsCountry ? await fetchVisitorCountry(browserApi()) : null;
  return supportChatScript(scripts, { locale, country });
}

/**
 * The support button's chat (spec §1, §7, §9). When a widget is configured it is loaded once the
 * page has loaded and the browser is idle (never before the page; `autoStart`), started with the
 * signed-in player's id and the page's language, and told of the page (`page()`), then of every
 * route change 250 ms after it, and of a new player or language: the messaging snippet sees every
 * route, not only those after the button was pressed. `open()` opens it (loading it first when
 * that has not happened); without a widget, or when its script fails, the contacts panel is the
 * answer (`state === 'panel'`).
 */
export function useSupportChat({ autoStart = true }: { autoStart?: boolean } = {}) {
  const locale = useLocale();
  const pathname = usePathname();
  const { user } = useUser();
  const userId = user?.id === undefined ? null : String(user.id);
  const [state, setState] = useState<SupportChatState>('idle');
  const widget = useRef<SupportChatWidget | null>(null);
  const starting = useRef<Promise<SupportChatWidget | null> | null>(null);
  const identity = useRef({ userId, language: locale });

  /** Loads and starts the widget once; null when none is configured or its script failed. */
  const start = useCallback(() => {
    starting.current ??= (async () => {
      const src = await scriptFor(identity.current.language);
      if (!src) return null;
      const loaded = await loadSupportChat(src);
      loaded.init(identity.current);
      widget.current = loaded;
      return loaded;
    })().catch(() => {
      // A later press tries again.
      starting.current = null;
      return null;
    });
    return starting.current;
  }, []);

  // After the page: the configured widget starts and hears of the page it starts on.
  useEffect(() => {
    if (!autoStart) return;
    return whenIdleAfterLoad(() => {
      void start().then((loaded) => loaded?.page());
    });
  }, [autoStart, start]);

  const open = useCallback(async () => {
    if (widget.current) {
      widget.current.open();
      return;
    }
    setState('loading');
    const loaded = await start();
    if (!loaded) {
      setState('panel');
      return;
    }
    setState('widget');
    loaded.open();
  }, [start]);

  const close = useCallback(() => setState((now) => (now === 'panel' ? 'idle' : now)), []);

  // A new player or language: the loaded widget is told.
  useEffect(() => {
    const changed = identity.current.userId !== userId || identity.current.language !== locale;
    identity.current = { userId, language: locale };
    if (changed) widget.current?.init(identity.current);
  }, [userId, locale]);

  // Every route change, 250 ms after it (the page it started on is told when it starts).
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    if (!widget.current) return;
    const current = widget.current;
    const timer = setTimeout(() => current.page(), SUPPORT_CHAT_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return { state, open, close };
}
