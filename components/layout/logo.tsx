import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from './header.module.css';

export function Logo() {
  const t = useTranslations('Metadata');
  return (
    <Link href="/" className={styles.logo} aria-label={t('homeLink')}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--accent)" />
        <path d="M9 22 16 8l7 14h-4l-3-6.5L13 22z" fill="#12141c" />
      </svg>
      <span>{t('siteName')}</span>
    </Link>
  );
}
