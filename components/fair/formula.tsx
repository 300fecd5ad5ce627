import styles from './fair.module.css';

/**
 * A formula or a key in monospace. On a narrow screen it scrolls sideways, so it takes focus and
 * is a named region: a keyboard can scroll it and a screen reader says what it is (axe's
 * `scrollable-region-focusable`).
 */
export function Formula({ label, children }: { label: string; children: string }) {
  return (
    <pre className={styles.formula} tabIndex={0} role="region" aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}
