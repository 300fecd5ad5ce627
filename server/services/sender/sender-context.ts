import type { AppContext } from '@/server/app-context';

/** What sending needs: everything of the context but the sender itself, which is built on it. */
export type SenderContext = Omit<AppContext, 'sender'>;
