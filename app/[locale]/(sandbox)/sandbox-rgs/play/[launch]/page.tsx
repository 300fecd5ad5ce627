import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SandboxGame } from '@/components/casino/sandbox/sandbox-game';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

type Params = LocaleParams<{ launch: string }>;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'SandboxRgs.page' });
  // The launch id is the page's only secret: no search engine, no Referer.
  return {
    title: { absolute: t('title') },
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** The sandbox game provider's game page (the launch URL it answers), shown in the site's iframe. */
export default async function SandboxGamePage({ params }: Params) {
  await resolveLocale(params);
  const { launch } = await params;
  return <SandboxGame launchId={launch} />;
}
