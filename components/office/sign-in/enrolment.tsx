'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CopyButton } from './copy-button';
import styles from '../office.module.css';

/** The secret in groups of four, as authenticator apps show and take it. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new TOTP secret to add to an authenticator app: its QR code, or the key to type, grouped and
 * copyable.
 */
export function Enrolment({ secret, qr }: { secret: string; qr: string }) {
  const t = useTranslations('office.signIn.enrol');
  const keyId = useId();
  return (
    <div className={styles.enrolment}>
      <ol className={styles.steps}>
        <li>{t('stepApp')}</li>
        <li>{t('stepScan')}</li>
        <li>{t('stepCode')}</li>
      </ol>
      {/* A PNG data URL from the API (the page's CSP allows data: images); next/image adds nothing. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.qr} src={qr} alt={t('qrAlt')} width={240} height={240} />
      <div className={styles.secret}>
        <label htmlFor={keyId}>{t('key')}</label>
        {/* A text area, so the key wraps on a phone rather than scrolling out of sight. */}
        <textarea
          id={keyId}
          className={`${styles.secretText} ${styles.key}`}
          readOnly
          rows={1}
          value={groupedSecret(secret)}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.row}>
          <CopyButton text={secret} label={t('copyKey')} />
        </div>
      </div>
    </div>
  );
}
