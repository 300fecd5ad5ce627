import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { OpenModalButton } from '@/components/ui/open-modal-button';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import type { ProfileSection as Section } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProfileGate } from './profile-gate';

export type ProfileSectionKey = Section | 'default';

/** `generateMetadata` of one profile page; account pages stay out of search results. */
export function profileMetadata(section: ProfileSectionKey) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace: 'Profile' });
    return pageMetadata({
      locale,
      path: section === 'default' ? '/profile' : `/profile/${section}`,
      title: t(`sections.${section}.title`),
      description: t(`sections.${section}.text`),
      noIndex: true,
    });
  };
}

/**
 * One page of the profile: its title and what it holds, rendered statically, and `children`,
 * shown once a signed-in player is known. Guests see an invitation to log in instead.
 */
export async function ProfileSection({
  section,
  children,
}: {
  section: ProfileSectionKey;
  children: ReactNode;
}) {
  const t = await getTranslations('Profile');
  return (
    <section aria-labelledby={`profile-${section}`}>
      <h2 id={`profile-${section}`}>{t(`sections.${section}.title`)}</h2>
      <p className="muted">{t(`sections.${section}.text`)}</p>
      <ProfileGate
        guest={
          <EmptyState
            title={t('guestTitle')}
            text={t('guestText')}
            action={<OpenModalButton modal="Login">{t('login')}</OpenModalButton>}
          />
        }
      >
        {children}
      </ProfileGate>
    </section>
  );
}
