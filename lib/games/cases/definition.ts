import { z } from '@/lib/zod';
import type { Currency } from '@/lib/constants/currencies';
import { DECLARED_RTP } from '@/lib/constants/games';
import { singleStepGame } from '@/lib/games/definition';
import { gameNameKey } from '@/lib/games/names';
import { GameError } from '@/lib/games/errors';
import { catalogueName, fieldLabel, fieldText, text, times } from '@/lib/games/verifier';
import { toMajor } from '@/lib/money/units';
import { CASES, findCase } from './catalogue';
import { serializeCaseItem } from './items';
import { openCaseFromSeeds } from './open';
import { findPricedCase } from './pricing';
import { buildRangeTable } from './ranges';

function priced(slug: string, currency: Currency) {
  const found = findPricedCase(slug, currency);
  if (!found) throw new GameError('invalid_value', `no case ${slug}`);
  return found;
}

/**
 * Cases: the price of the case in the player's currency is the stake; float 0 rolls 1–100000,
 * the case's range table maps the roll to an item, and the item's value is paid. The table
 * (values in major units) is answered and stored with the opening, so it stays verifiable.
 */
export const cases = singleStepGame({
  id: 'cases',
  kind: 'single',
  body: 'key',
  summary: 'Open a case for its price and win one of its items',
  nameKey: gameNameKey('cases'),
  rtp: DECLARED_RTP.cases,
  limits: 'cases',
  input: z.strictObject({
    slug: z.string().refine((slug) => findCase(slug) !== undefined, { error: 'invalid_value' }),
  }),
  stakeOf: ({ slug }, currency) => priced(slug, currency).price,
  play(seeds, { slug }, currency) {
    const gameCase = priced(slug, currency);
    const table = buildRangeTable(gameCase.items);
    const opening = openCaseFromSeeds(seeds, table, gameCase.price);
    const item = gameCase.items.find((candidate) => candidate.id === opening.itemId)!;
    return {
      multiplier: opening.multiplier,
      win: opening.win,
      value: opening.value,
      result: {
        roll: opening.roll,
        item: serializeCaseItem(item),
        table: table.map((range) => ({
          item_id: range.itemId,
          value: toMajor(range.value),
          from: range.from,
          to: range.to,
        })),
      },
    };
  },
  payout: (_stake, opening) => opening.value,
  answer: {
    inputs: z.looseObject({ slug: z.string() }),
    result: z.looseObject({
      roll: z.number(),
      item: z.looseObject({ id: z.string(), value: z.number() }),
      /** The range table in force, stored with the opening. */
      table: z.array(z.looseObject({ from: z.number(), to: z.number() })),
    }),
  },
  verifier: {
    fields: [
      {
        name: 'slug',
        label: fieldLabel('slug'),
        control: 'select',
        options: CASES.map(({ slug, nameKey }) => ({
          value: slug,
          label: catalogueName(nameKey, slug),
        })),
        initial: CASES[0]!.slug,
      },
    ],
    read: ({ slug }) => ({ slug }),
    view: ({ result, multiplier }) => ({
      summary: {
        key: 'FairTools.result.cases',
        values: {
          roll: text(result.roll),
          item: catalogueName(result.item.name_key, result.item.id),
          multiplier: times(multiplier),
        },
      },
    }),
    fieldsOf: ({ inputs }) => ({ slug: fieldText(inputs.slug) }),
  },
});
