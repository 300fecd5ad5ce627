'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { canOpen, type OfficeSectionKey } from '@/lib/office/sections';
import { useOfficeMember } from './member-context';

/** A section's page for members whose permissions open it; a plain refusal for the others. */
export function SectionGate({
  section,
  children,
}: {
  section: OfficeSectionKey;
  children: ReactNode;
}) {
  const t = useTranslations('office');
  const member = useOfficeMember();
  if (canOpen(section, member.permissions)) return children;
  return (
    <section>
      <h1>{t(`nav.${section}`)}</h1>
      <p role="alert">{t('shell.noAccess')}</p>
    </section>
  );
}
