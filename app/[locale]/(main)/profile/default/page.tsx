import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { permanentRedirect } from '@/lib/i18n/navigation';

// The spec names the profile's first child page `default`; its address is /profile itself.
export default async function ProfileDefaultAlias({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  permanentRedirect({ href: '/profile', locale });
}
