/** Toast defaults (spec §9). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_WIDTH_PX = 300;
/** Toasts start below the sticky header, so they never cover its buttons. */
export const TOAST_TOP_OFFSET_PX = 72;

/** Tooltip defaults (spec §9). */
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_DISTANCE_PX = 5;
export const TOOLTIP_DISPOSE_MS = 150;
export const TOOLTIP_THEMES = ['white-tooltip', 'gray-tooltip', 'regdep-tooltip'] as const;
export type TooltipTheme = (typeof TOOLTIP_THEMES)[number];

/** The support-chat button keeps this distance from the bottom and right edges (spec §2). */
export const SUPPORT_BUTTON_OFFSET_PX = 20;

/** Dispatched on `document` when something enters the top layer (a modal dialog opens). */
export const TOP_LAYER_EVENT = 'arcada:top-layer';

/**
 * Where focus goes when a dialog closes and the control that opened it is gone (issue 42):
 * signing in replaces the header's "Log in" with the balance, marked `data-focus-after-dialog`.
 */
export const FOCUS_AFTER_DIALOG_SELECTOR = '[data-focus-after-dialog]';
