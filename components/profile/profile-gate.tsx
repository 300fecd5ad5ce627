'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useSessionState } from '@/lib/hooks/data/use-session-state';
import type { useUser } from '@/lib/hooks/data/use-user';
import type { User } from '@/lib/schemas/profile';
import styles from './profile.module.css';

type ProfileUser = { user: User; mutate: ReturnType<typeof useUser>['mutate'] };

const ProfileUserContext = createContext<ProfileUser | null>(null);

/** The signed-in player of a profile page; only inside `ProfileGate`. */
export function useProfileUser(): ProfileUser {
  const value = use(ProfileUserContext);
  if (!value) throw new Error('useProfileUser() needs a ProfileGate around it');
  return value;
}

/**
 * Shows a profile page's content to the signed-in player only. A guest (no token, or no user once
 * the profile call is done) sees `guest` and gets the Login modal, once per page; until the
 * session is known, a quiet skeleton keeps the place.
 */
export function ProfileGate({ guest, children }: { guest: ReactNode; children: ReactNode }) {
  const { state, user, mutate } = useSessionState();

  const { open } = useModal();
  const askedToLogIn = useRef(false);
  useEffect(() => {
    if (state !== 'guest' || askedToLogIn.current) return;
    askedToLogIn.current = true;
    open('Login');
  }, [state, open]);

  if (state === 'loading') return <ProfileSkeleton />;
  if (!user) return guest;
  return <ProfileUserContext value={{ user, mutate }}>{children}</ProfileUserContext>;
}

function ProfileSkeleton() {
  const t = useTranslations('Profile');
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')}>
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
    </div>
  );
}
