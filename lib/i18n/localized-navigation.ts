import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's localized navigation, as `navigation.ts` re-exports it (its Link wrapped). */
export const localizedNavigation = createNavigation(routing);
