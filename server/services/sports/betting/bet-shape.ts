import { MAX_EXPRESS_LEGS, MAX_SYSTEM_LEGS, MAX_SYSTEM_LINES } from '@/lib/constants/sports';
import type { SportLimitValues } from '@/lib/constants/sports';
import { betLines, systemLineCount } from '@/lib/sports/lines';
import { ODDS_SCALE } from '@/lib/sports/odds';
import type { BetShape } from '@/lib/sports/settle';
import type { PlaceTicketRequest } from '@/lib/schemas/sports';
import { AppError } from '@/server/lib/app-error';
import type { ErrorCode } from '@/server/lib/error-codes';

type ShapeRequest = Pick<PlaceTicketRequest, 'kind' | 'system_size' | 'legs'>;

/**
 * The bet's shape (A2.6 check 3), or a 422 naming the field: a single has one leg, an express
 * 2…20, a system 3…16 legs with 2 ≤ size < legs, fewer bankers than its size and at most
 * MAX_SYSTEM_LINES lines; bankers only in a system.
 */
export function betShape(request: ShapeRequest): { shape: BetShape; lines: number } {
  const fields: Record<string, ErrorCode[]> = {};
  const count = request.legs.length;
  const bankers = request.legs.flatMap((leg, i) => (leg.banker ? [i] : []));
  if (request.kind !== 'system') {
    if (request.system_size !== undefined) fields.system_size = ['unknown_field'];
    request.legs.forEach((leg, i) => {
      if (leg.banker) fields[`legs.${i}.banker`] = ['invalid_value'];
    });
  }
  if (request.kind === 'single' && count !== 1) fields.legs = ['legs_count_invalid'];
  if (request.kind === 'express' && (count < 2 || count > MAX_EXPRESS_LEGS)) {
    fields.legs = ['legs_count_invalid'];
  }
  let shape: BetShape = { kind: request.kind };
  if (request.kind === 'system') {
    const size = request.system_size;
    if (count < 3 || count > MAX_SYSTEM_LEGS) fields.legs = ['legs_count_invalid'];
    if (size === undefined) fields.system_size = ['required'];
    else if (size < 2 || size >= count) fields.system_size = ['invalid_value'];
    else if (bankers.length >= size) fields.legs = ['too_many_bankers'];
    else if (systemLineCount(count, size, bankers.length) > MAX_SYSTEM_LINES) {
      fields.system_size = ['too_many_lines'];
    }
    shape = { kind: 'system', size, bankers };
  }
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);
  return { shape, lines: betLines(shape.kind, count, shape).length };
}

/**
 * The largest stake within the stake limit and the payout limit: every line's unit × Σ Π o
 * must stay within the max payout, and a system's stake is a whole number of units per line.
 */
export function maxStake(
  limits: SportLimitValues,
  shape: BetShape,
  oddsE4: readonly number[],
): number {
  const lines = betLines(shape.kind, oddsE4.length, shape);
  if (lines.length === 0) return 0;
  const size = lines[0]!.length;
  const sum = lines.reduce(
    (total, line) => total + line.reduce((product, i) => product * BigInt(oddsE4[i]!), 1n),
    0n,
  );
  const count = BigInt(lines.length);
  const byPayout =
    ((BigInt(limits.maxPayoutMinor) * BigInt(ODDS_SCALE) ** BigInt(size)) / sum) * count;
  const byStake = (BigInt(limits.maxStakeMinor) / count) * count;
  return Number(byPayout < byStake ? byPayout : byStake);
}
