/**
 * Sumsub's WebSDK, loaded from Sumsub's CDN only when a player opens verification with Sumsub
 * as the provider. The script defines `window.snsWebSdk`; `init(token, refresh)` builds the
 * verification window, which `launch(container)` puts into the page as Sumsub's iframe.
 */
export const SUMSUB_SDK_SCRIPT = 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js';
/** Where the WebSDK's own iframe comes from unless `SUMSUB_BASE_URL` names another. */
export const SUMSUB_API_ORIGIN = 'https://api.sumsub.com';

/** The events the modal follows (Sumsub's names): the applicant sent, or sent again. */
export const SUMSUB_SUBMITTED_EVENTS = [
  'idCheck.onApplicantSubmitted',
  'idCheck.onApplicantResubmitted',
] as const;

export type SumsubInstance = { launch(container: HTMLElement | string): void; destroy?(): void };

export type SumsubBuilder = {
  withConf(config: { lang?: string; theme?: string }): SumsubBuilder;
  withOptions(options: { addViewportTag?: boolean; adaptIframeHeight?: boolean }): SumsubBuilder;
  on(event: string, handler: (payload: unknown) => void): SumsubBuilder;
  build(): SumsubInstance;
};

export type SumsubWebSdk = {
  init(accessToken: string, updateAccessToken: () => Promise<string>): SumsubBuilder;
};

let loading: Promise<SumsubWebSdk> | null = null;

/** Loads the WebSDK's script once (a failed load is tried again on the next call). */
export function loadSumsubSdk(
  src: string = SUMSUB_SDK_SCRIPT,
  timeoutMs = 15_000,
): Promise<SumsubWebSdk> {
  const ready = (window as { snsWebSdk?: SumsubWebSdk }).snsWebSdk;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<SumsubWebSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('Sumsub WebSDK timed out')), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      const sdk = (window as { snsWebSdk?: SumsubWebSdk }).snsWebSdk;
      if (sdk) resolve(sdk);
      else fail(new Error('Sumsub WebSDK defined nothing'));
    };
    script.onerror = () => fail(new Error('Sumsub WebSDK did not load'));
    document.head.appendChild(script);
  });
  return loading;
}

/** The WebSDK's language (ISO 639-1): Kazakh is `kk` there, `kz` in the site's addresses. */
export function sumsubLanguage(locale: string) {
  return locale === 'kz' ? 'kk' : locale;
}
