import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { findMirrorRedirect } from './find-mirror-redirect';
import { listActiveMirrors } from './list-active-mirrors';
import { readSettings } from './read-settings';

/** site_settings keys of the search engines' site-verification values. */
export const VERIFICATION_SETTINGS = {
  google: 'google_site_verification',
  yandex: 'yandex_verification',
} as const;

/**
 * What a page on a mirror needs (spec §7 `GET mirror`): where to send its visitors, the SSO
 * link, the search engines' verification values and the active mirrors to fall back to.
 */
export async function getMirrorConfig(
  ctx: Pick<AppContext, 'config'> & { db: Db },
  domain: string | null,
) {
  const [redirect, settings, active] = await Promise.all([
    domain ? findMirrorRedirect(ctx, domain) : null,
    readSettings(ctx, Object.values(VERIFICATION_SETTINGS)),
    listActiveMirrors(ctx),
  ]);
  return {
    redirect: { newLink: redirect?.newLink ?? null },
    sso: ctx.config.ssoUrl,
    verification: {
      google: settings[VERIFICATION_SETTINGS.google] || null,
      yandex: settings[VERIFICATION_SETTINGS.yandex] || null,
    },
    mirrors: active,
  };
}
