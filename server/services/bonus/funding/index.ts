/**
 * How bets are paid while a player has an active bonus: real money first, then bonus money;
 * wins and refunds split the way the stake was; wagering counted once per bet; conversion when
 * it is done. Each verb runs in the caller's transaction; each answers null when no bonus is
 * involved, and the product then moves real money the way it always did.
 */
export { countRealStake, fundStake, type FundedStake, type StakeInput } from './fund-stake';
export { settleStakeWin, type WinInput, type WinSplit } from './settle-win';
export { refundStake, reverseStakeWin, takeBackBonusShare } from './refund-stake';
export { payRefund, payStake, payWin } from './pay';
export { playableBalance } from './playable-balance';
export { convertIfComplete } from './convert';
export { lockActiveGrant, openGrantAccounts } from './grant-accounts';
export { CRASH_EDGE_BP, IN_HOUSE_EDGE_BP, ROOM_EDGE_BP } from './house-edges';
