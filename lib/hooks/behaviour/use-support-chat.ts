'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { fetchClientConfig } from '@/lib/api/client-config';
import { fetchVisitorCountry } from '@/lib/api/visitor-country';
import { SUPPORT_CHAT_PAGE_DELAY_MS } from '@/lib/constants/support-chat';
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
 * The support button's chat (spec §1, §7, §9): `open()` loads the configured widget and opens
 * it, with the signed-in player's id and the page's language; without a widget, or when its
 * script fails, the contacts panel is the answer (`state === 'panel'`). Once loaded, the widget
 * hears of every route change 250 ms after it, and of a new player or language.
 */
export function useSupportChat() {
  const locale = useLocale();
  const pathname = usePathname();
  const { user } = useUser();
  const userId = user?.id === undefined ? null : String(user.id);
  const [state, setState] = useState<SupportChatState>('idle');
  const widget = useRef<SupportChatWidget | null>(null);
  const identity = useRef({ userId, language: locale });

  const open = useCallback(async () => {
    if (widget.current) {
      widget.current.open();
      return;
    }
    setState('loading');
    try {
      const src = await scriptFor(identity.current.language);
      if (!src) {
        setState('panel');
        return;
      }
      const loaded = await loadSupportChat(src);
      loaded.init(identity.current);
      widget.current = loaded;
      setState('widget');
      loaded.open();
    } catch {
      setState('panel');
    }
  }, []);

  const close = useCallback(() => setState((now) => (now === 'panel' ? 'idle' : now)), []);

  // A new player or language: the loaded widget is told.
  useEffect(() => {
    const changed = identity.current.userId !== userId || identity.current.language !== locale;
    identity.current = { userId, language: locale };
    if (changed) widget.current?.init(identity.current);
  }, [userId, locale]);

  // Every route change, 250 ms after it (the first render is the page it was opened on).
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
