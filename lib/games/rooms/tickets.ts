import { ROOM_COMMISSION_PERCENT } from '@/lib/constants/rooms';

/**
 * The ticket table of a room round. Tickets are minor units of the pot: each bet, in the order it
 * was taken, holds tickets `from` to `to` where `from` is the pot before it and `to` is
 * `from + amount − 1`, so a bet's chance is its share of the pot. The table runs from 0 to
 * `total − 1` without gaps.
 */
export type TicketRange = { readonly from: number; readonly to: number };

/** The tickets of bets of these amounts (minor units), in order. */
export function ticketTable(amounts: readonly number[]): TicketRange[] {
  let pot = 0;
  return amounts.map((amount) => {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new RangeError('an amount is a positive whole number of minor units');
    }
    const range = { from: pot, to: pot + amount - 1 };
    pot += amount;
    return range;
  });
}

/** The number of tickets in a table: one past its last ticket. */
export function totalTickets(table: readonly TicketRange[]): number {
  return table.length === 0 ? 0 : table[table.length - 1]!.to + 1;
}

/** Why a table is not a ticket table (starts at 0, contiguous, each range non-empty), or null. */
export function ticketTableProblem(table: readonly TicketRange[]): string | null {
  if (table.length === 0) return 'empty';
  let next = 0;
  for (const { from, to } of table) {
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return 'not_integer';
    if (from !== next) return 'gap';
    if (to < from) return 'empty_range';
    next = to + 1;
  }
  return null;
}

/** The index of the bet holding `ticket` (binary search); −1 when no range holds it. */
export function winnerOf(table: readonly TicketRange[], ticket: number): number {
  let low = 0;
  let high = table.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = table[middle]!;
    if (ticket < range.from) high = middle - 1;
    else if (ticket > range.to) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** What the winner takes: the pot less the commission, rounded down; the commission is the rest. */
export function potAfterCommission(pot: number, percent = ROOM_COMMISSION_PERCENT): number {
  return Math.floor((pot * (100 - percent)) / 100);
}
