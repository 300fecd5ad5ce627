import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ResponsibleGaming } from '@/components/protection/responsible-gaming';
import styles from '@/components/protection/protection.module.css';
import { ProfileSection, profileMetadata } from '@/components/profile/profile-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = profileMetadata('responsible');

const external = (href: string) =>
  function ExternalLink(chunks: ReactNode) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    );
  };

/**
 * Responsible gaming (issue 34): limits, reality checks, breaks, closure, net deposits and the
 * activity statement. The explanations render here, on the server; the controls load in the
 * browser once the player is known.
 */
export default async function ProfileResponsiblePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'ResponsibleGaming' });
  return (
    <ProfileSection section="responsible">
      <ResponsibleGaming
        limits={
          <>
            <h3 id="responsible-limits">{t('limits.heading')}</h3>
            <p className="muted">{t('limits.text')}</p>
            <p className={styles.rule}>{t('limits.rule')}</p>
          </>
        }
        reality={
          <>
            <h3 id="responsible-reality">{t('reality.heading')}</h3>
            <p className="muted">{t('reality.text')}</p>
          </>
        }
        timeout={
          <>
            <h3 id="responsible-break">{t('break.heading')}</h3>
            <h4>{t('break.timeoutHeading')}</h4>
            <p className="muted">{t('break.timeoutText')}</p>
          </>
        }
        exclusion={
          <>
            <h4>{t('break.exclusionHeading')}</h4>
            <p className="muted">{t('break.exclusionText')}</p>
            <ul className={styles.consequences}>
              <li>{t('break.consequences.now')}</li>
              <li>{t('break.consequences.final')}</li>
              <li>{t('break.consequences.payouts')}</li>
              <li>{t('break.consequences.offers')}</li>
            </ul>
            <p>
              {t.rich('break.elsewhere', {
                ru: external('https://www.gosuslugi.ru/'),
                kz: external('https://egov.kz/'),
                software: external('https://betblocker.org/'),
              })}
            </p>
          </>
        }
        close={
          <>
            <h3 id="responsible-close">{t('close.heading')}</h3>
            <p className="muted">{t('close.text')}</p>
          </>
        }
        money={
          <>
            <h3 id="responsible-money">{t('money.heading')}</h3>
            <p className="muted">{t('money.text')}</p>
          </>
        }
      />
    </ProfileSection>
  );
}
