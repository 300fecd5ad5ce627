// zod/mini only: a classic schema here would bring all of classic zod to every page.
import * as zm from '@/lib/zod/mini-api';

/**
 * The answers every page checks, besides `GET /client_config` (`./client-config.ts`): the public
 * settings, the mirror's answer, and the single sign-on link any answer may carry. They are
 * written with `zod/mini` (`lib/zod/mini-api.ts`), so a page that asks for nothing else never
 * loads classic zod (issue 41). `./marketing.ts` and `./common.ts` export them where the rest of
 * their area is.
 */

/** Any JSON answer may carry a single sign-on link (spec §4); anything else there is ignored. */
export const ssoFieldSchema = zm.object({ sso: zm.catch(zm.optional(zm.string()), undefined) });

/** The settings the site shows everyone (spec §3 settings store); '' until an operator sets them. */
export const publicSettingsSchema = zm.object({
  revshare_service_frontend_url: zm.string(),
  telegram_channel_url: zm.string(),
});

/** `GET /settings`. */
export const publicSettingsAnswerSchema = zm.object({ data: publicSettingsSchema });

/** An active mirror: the site's origin on it and the API base the browser uses there. */
export const mirrorOriginSchema = zm.object({
  /** e.g. `https://casino2.example`. */
  origin: zm.url({ protocol: /^https?$/ }),
  /** e.g. `https://api.casino2.example` (`<origin>/api` on a bare host). */
  api: zm.url({ protocol: /^https?$/ }),
});
export type MirrorOrigin = zm.infer<typeof mirrorOriginSchema>;

/**
 * `GET /mirror` (spec §7): the mirror's redirect, the single sign-on link, search-engine marks,
 * and the active mirrors the browser may fall back to when its API host is blocked.
 */
export const mirrorAnswerSchema = zm.object({
  redirect: zm.object({ newLink: zm.nullable(zm.string()) }),
  sso: zm.nullable(zm.string()),
  verification: zm.object({ google: zm.nullable(zm.string()), yandex: zm.nullable(zm.string()) }),
  mirrors: zm.array(mirrorOriginSchema),
});
export type MirrorAnswer = zm.infer<typeof mirrorAnswerSchema>;
