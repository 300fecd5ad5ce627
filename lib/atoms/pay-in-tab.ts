import { atom } from 'jotai';

/**
 * The tab PayIn opens on: `withdraw` when a link asks for a payout (a player on a break, who
 * may still be paid); the modal starts from it each time it opens.
 */
export const payInTabAtom = atom<'deposit' | 'withdraw'>('deposit');
