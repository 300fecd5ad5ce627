import { ACCOUNT_STATE_NOTICE_MS } from '@/lib/constants/account-states';
import { tokenStore } from '@/lib/session/token';
import { toast } from '@/lib/toast';

/**
 * The server has ended the player's session (a break, a closure, the session time limit): the
 * page forgets the token at once, rather than on its next refused call, and says why long
 * enough to read. The session's effects forget the player with the token.
 */
export function signedOutBecause(message: string, tone: 'success' | 'error' = 'success') {
  toast[tone](message, { duration: ACCOUNT_STATE_NOTICE_MS });
  tokenStore.clear();
}
