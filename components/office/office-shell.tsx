'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api/errors';
import { officeApi, staffLogout } from '@/lib/api/office';
import { useStaffMember } from '@/lib/hooks/data/use-staff-member';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { OFFICE_HOME_PATH, OFFICE_SIGN_IN_PATH } from '@/lib/office/sections';
import { officeSession } from '@/lib/office/session';
import { FormAlert } from './form-alert';
import { MemberContext } from './member-context';
import { OfficeNav } from './office-nav';
import { useRoleName } from './use-role-name';
import styles from './office.module.css';

/** How often the tab checks whether the server has let its session go idle. */
const IDLE_CHECK_MS = 15_000;

/**
 * The back office around its pages: the member's name and role, the sections their permissions
 * open, sign-out. Without a session in this tab it sends the page to sign-in; so does a session
 * the server ended (a 401 from any call, lib/api/office.ts) or one idle as long as the server
 * keeps one (STAFF_IDLE_TIMEOUT_MS), with a message there.
 */
export function OfficeShell({ children }: { children: ReactNode }) {
  const t = useTranslations('office.shell');
  const router = useRouter();
  const { member, token, error, mutate } = useStaffMember();
  const [leaving, setLeaving] = useState(false);
  const roleName = useRoleName();

  useEffect(() => {
    if (token === null) router.replace(OFFICE_SIGN_IN_PATH);
  }, [token, router]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (officeSession.idle()) officeSession.end('expired');
    }, IDLE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  async function signOut() {
    setLeaving(true);
    try {
      await staffLogout(officeApi());
    } catch {
      // Ended here whatever the server said: the token is forgotten either way.
    }
    officeSession.end('signed-out');
  }

  if (!member) {
    const failed = error && !(error instanceof ApiError && error.status === 401);
    return (
      <main id="main" className={styles.waiting} aria-busy={!failed}>
        {failed ? (
          <>
            <FormAlert message={t('loadError')} />
            <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
              {t('retry')}
            </button>
          </>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </main>
    );
  }

  return (
    <MemberContext.Provider value={member}>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <div className={styles.shell}>
        <header className={styles.top}>
          <Link href={OFFICE_HOME_PATH} className={styles.brand}>
            {t('brand')}
          </Link>
          <p className={styles.who}>
            <span>{member.name}</span>
            <span className="muted">{t('role', { role: roleName(member.role) })}</span>
          </p>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={leaving}
            onClick={() => void signOut()}
          >
            {t('signOut')}
          </button>
        </header>
        <OfficeNav />
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    </MemberContext.Provider>
  );
}
