import styles from './office.module.css';

/**
 * A form's or a page's error line, announced when it appears (`role="alert"`); empty, it renders
 * nothing. `tone="info"` is a polite status (a session that ended, a decision made).
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | undefined | null;
  tone?: 'error' | 'info';
}) {
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" className={styles.alert} data-tone="error">
      {message}
    </p>
  ) : (
    <p role="status" className={styles.alert} data-tone="info">
      {message}
    </p>
  );
}
