/** After a route change, the support chat widget is told the new page this much later (spec §9). */
export const SUPPORT_CHAT_PAGE_DELAY_MS = 250;

/** A widget script that has not loaded (and set its global) by then is given up on: the panel shows. */
export const SUPPORT_CHAT_LOAD_TIMEOUT_MS = 10_000;

/** The global the widget's script defines (README, "Support chat"). */
export const SUPPORT_CHAT_GLOBAL = 'SupportChat';
