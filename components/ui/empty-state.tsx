import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  text: ReactNode;
  action?: ReactNode;
};

/** What a section shows while it has nothing to list. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-live="polite">
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm-1-5h2v2h-2zm0-8h2v6h-2z"
        />
      </svg>
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </section>
  );
}
