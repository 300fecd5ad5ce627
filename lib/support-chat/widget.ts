import { SUPPORT_CHAT_GLOBAL, SUPPORT_CHAT_LOAD_TIMEOUT_MS } from '@/lib/constants/support-chat';

/**
 * The protocol the site expects of a support chat widget (README, "Support chat"): its script
 * defines `window.SupportChat` with these three functions. A vendor's own snippet is wrapped in a
 * small script of the operator's that speaks it.
 */
export interface SupportChatWidget {
  /** Called once loaded, and again when the player or the language changes. */
  init(options: { userId: string | null; language: string }): void;
  /** The page changed (spec §7, §9: 250 ms after each route change). */
  page(): void;
  /** Opens the chat window. */
  open(): void;
}

export type SupportChatScripts = { default: string | null; kz: string | null };

/**
 * The script for this visitor (spec §7): Kazakhstan's when the country is KZ or the locale is kz
 * (and one is configured), else the default one; null: no widget, the contacts panel only.
 */
export function supportChatScript(
  scripts: SupportChatScripts,
  visitor: { locale: string; country: string | null },
): string | null {
  const kazakhstan = visitor.locale === 'kz' || visitor.country?.toUpperCase() === 'KZ';
  return (kazakhstan ? scripts.kz : null) ?? scripts.default;
}

function isWidget(value: unknown): value is SupportChatWidget {
  const widget = value as Partial<SupportChatWidget> | null | undefined;
  return (
    typeof widget?.init === 'function' &&
    typeof widget.page === 'function' &&
    typeof widget.open === 'function'
  );
}

const loading = new Map<string, Promise<SupportChatWidget>>();

/**
 * Adds the widget's script to the page once per URL and answers the widget its script defined.
 * A script that fails to load, or loads without defining the widget within
 * `SUPPORT_CHAT_LOAD_TIMEOUT_MS`, is refused (and tried again on the next call).
 */
export function loadSupportChat(src: string): Promise<SupportChatWidget> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<SupportChatWidget>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new Error(`support chat: ${reason} (${src})`));
    };
    const timer = setTimeout(() => fail('no widget in time'), SUPPORT_CHAT_LOAD_TIMEOUT_MS);
    script.addEventListener('error', () => fail('script failed to load'));
    script.addEventListener('load', () => {
      const widget = (window as unknown as Record<string, unknown>)[SUPPORT_CHAT_GLOBAL];
      if (!isWidget(widget)) return fail(`no window.${SUPPORT_CHAT_GLOBAL} with init, page, open`);
      clearTimeout(timer);
      resolve(widget);
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
