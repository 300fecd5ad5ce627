import { ApiError, errorCodes } from '@/lib/api/errors';

/** A refusal's lines sorted to where the slip shows them. */
export type SlipErrors = {
  /** Per leg index of the bet. */
  legs: Record<number, { code: string; text: string }[]>;
  stake: { code: string; text: string }[];
  general: { code: string; text: string }[];
};

const LEG_FIELD = /^legs\.(\d+)(?:\.|$)/;

/**
 * The 422 map of a placement sorted by field: `legs.<i>…` under leg i, `stake` under the stake,
 * anything else (and any other error) for the bet as a whole.
 */
export function slipErrors(error: unknown): SlipErrors {
  const sorted: SlipErrors = { legs: {}, stake: [], general: [] };
  if (!(error instanceof ApiError) || !error.errors) return sorted;
  for (const line of errorCodes(error.errors)) {
    const leg = LEG_FIELD.exec(line.field);
    const entry = { code: line.code, text: line.text };
    if (leg) (sorted.legs[Number(leg[1])] ??= []).push(entry);
    else if (line.field === 'stake') sorted.stake.push(entry);
    else sorted.general.push(entry);
  }
  return sorted;
}
