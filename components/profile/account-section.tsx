'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import type { User } from '@/lib/schemas/profile';
import { verificationState } from '@/lib/session/verification-status';
import { AddEmailForm } from './add-email-form';
import { ContactRow } from './contact-row';
import { useProfileUser } from './profile-gate';
import styles from './profile.module.css';

/** Up to two letters for an avatar without a picture: of the name, else of the contact. */
function initials(user: User) {
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length
    ? words.slice(0, 2).map((word) => word[0])
    : [(user.email ?? '').replace(/[^\p{L}\p{N}]/gu, '')[0] ?? '#'];
  return letters.join('').toUpperCase();
}

/** The default profile page: who the player is, how to reach them, their money and KYC state. */
export function AccountSection() {
  const t = useTranslations('Profile.account');
  const format = useNumberFormat();
  const { open } = useModal();
  const { user } = useProfileUser();
  const money = (value: number) =>
    format.number(value, { style: 'currency', currency: user.currency });
  const verification = verificationState(user.verification.data?.status) ?? 'none';

  return (
    <div className={styles.stack}>
      <div className={`panel ${styles.identity}`}>
        {user.image.small ? (
          <Image
            className={styles.avatar}
            src={user.image.small}
            alt=""
            width={64}
            height={64}
            unoptimized
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(user)}
          </span>
        )}
        <div>
          <h3>{user.name || t('unnamed', { id: user.id })}</h3>
          <p className="muted">{t('playerId', { id: user.id })}</p>
        </div>
      </div>

      <section className="panel" aria-labelledby="profile-contacts">
        <h3 id="profile-contacts">{t('contacts')}</h3>
        <dl className={styles.rows}>
          {user.email ? (
            <ContactRow channel="email" value={user.email} verified={user.is_email_verified} />
          ) : (
            <div className={styles.row}>
              <dt>{t('email')}</dt>
              <dd className={styles.inlineForm}>
                <AddEmailForm />
              </dd>
            </div>
          )}
          {user.phone ? (
            <ContactRow channel="phone" value={user.phone} verified={user.is_phone_verified} />
          ) : (
            <div className={styles.row}>
              <dt>{t('phone')}</dt>
              <dd className="muted">{t('notSet')}</dd>
            </div>
          )}
        </dl>
      </section>

      <section className="panel" aria-labelledby="profile-money">
        <h3 id="profile-money">{t('money')}</h3>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('currency')}</dt>
            <dd>{user.currency}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('balance')}</dt>
            <dd>{money(user.balance)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('bonusBalance')}</dt>
            <dd>{money(user.bonus_balance)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('totalBalance')}</dt>
            <dd>{money(user.total_balance)}</dd>
          </div>
        </dl>
      </section>

      <section className="panel" aria-labelledby="profile-verification">
        <h3 id="profile-verification">{t('verification')}</h3>
        <div className={styles.row}>
          <p className="muted">{t(`verificationStatus.${verification}`)}</p>
          {verification !== 'success' ? (
            <button type="button" className="btn btn-ghost" onClick={() => open('Verification')}>
              {t('verify')}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
