import { getLocale, getTranslations } from 'next-intl/server';

/** `public/fair/crash-verifier.html`: one self-contained file, served as is (no middleware). */
export const OFFLINE_CRASH_VERIFIER_PATH = '/fair/crash-verifier.html';

/**
 * `/fair`'s pointer to the standalone crash verifier, which a player can save and run with no
 * network and none of this site's code. Plain links: the file lives outside the localized routes
 * (the navigation helpers would prefix a locale); `?lang=` opens it in the page's language.
 */
export async function OfflineCrashVerifier() {
  const t = await getTranslations('Fair.offlineVerifier');
  const locale = await getLocale();
  return (
    <section className="panel" aria-labelledby="fair-crash-offline">
      <h2 id="fair-crash-offline">{t('heading')}</h2>
      <p>{t('text')}</p>
      <p className="actions">
        <a className="btn btn-primary" href={`${OFFLINE_CRASH_VERIFIER_PATH}?lang=${locale}`}>
          {t('open')}
        </a>
        <a
          className="btn btn-ghost"
          href={OFFLINE_CRASH_VERIFIER_PATH}
          download="crash-verifier.html"
        >
          {t('download')}
        </a>
      </p>
    </section>
  );
}
