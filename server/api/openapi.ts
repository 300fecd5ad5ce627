import { CURRENCIES } from '@/lib/constants/currencies';
import {
  IN_HOUSE_GAMES,
  KENO_MAX_PICKS,
  KENO_MIN_PICKS,
  KENO_NUMBERS,
  LIMITED_GAMES,
  MINER_CELLS,
  MINER_MAX_MINES,
  MINER_MIN_MINES,
  ROULETTE_MAX_CHIPS,
} from '@/lib/constants/games';
import { COIN_SIDES } from '@/lib/games/coinflip/coinflip';
import { DICE_DIRECTIONS } from '@/lib/games/dice/dice';
import { HILO_GUESSES } from '@/lib/games/hilo/cards';
import { KENO_RISKS } from '@/lib/games/keno/paytables';
import { ROULETTE_PAYOUTS } from '@/lib/games/roulette/bets';
import { CLIENT_SEED_MAX_LENGTH } from '@/lib/games/fair/seeds';

/**
 * The OpenAPI 3.1 description of the provably fair and in-house games endpoints (issue 7),
 * written by hand beside the routes and served at `GET /openapi.json` relative to the API root.
 * Paths are the spec's: `/api/v2/games/...` on the `api.` host, `/api/api/v2/games/...` on the
 * site's. A test checks that every fair and games route is described here.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ok = (schema: object, description = 'OK') => ({ description, ...json(schema) });

const problems = {
  401: { $ref: '#/components/responses/Unauthorized' },
  422: { $ref: '#/components/responses/ValidationFailed' },
  429: { $ref: '#/components/responses/TooManyRequests' },
};
const conflict = (codes: string) => ({
  description: `Conflict: ${codes}`,
  ...json(ref('Error')),
});

const money = { type: 'number', description: 'Major units, at most two decimals' };
const betKey = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  description:
    'Idempotency key: the same key with the same body answers the first bet (no second stake); with another body it is 409 idempotency_conflict',
};

/** A bet request: key and amount plus the game's own fields. */
function betBody(fields: Record<string, object>, required: string[]) {
  return {
    required: true,
    ...json({
      type: 'object',
      additionalProperties: false,
      required: ['key', 'amount', ...required],
      properties: { key: betKey, amount: money, ...fields },
    }),
  };
}

function betOperation(summary: string, body: object, conflicts = 'idempotency_conflict') {
  return {
    tags: ['games'],
    summary,
    security: [{ bearer: [] }],
    requestBody: body,
    responses: { 200: ok(ref('Bet')), ...problems, 409: conflict(conflicts) },
  };
}

function roundAction(summary: string, body?: object, errors = 'round_not_open') {
  return {
    tags: ['games'],
    summary,
    security: [{ bearer: [] }],
    ...(body && { requestBody: body }),
    responses: { 200: ok(ref('Bet')), ...problems, 409: conflict(errors) },
  };
}

const roundQuery = (game: string) => ({
  get: {
    tags: ['games'],
    summary: `The open ${game} round, if any (it survives reloads and restarts)`,
    security: [{ bearer: [] }],
    responses: {
      200: ok({
        type: 'object',
        required: ['round'],
        properties: { round: { oneOf: [ref('Bet'), { type: 'null' }] } },
      }),
      401: problems[401],
    },
  },
});

const currencyQuery = {
  name: 'currency',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: CURRENCIES },
  description: "Defaults to the signed-in player's currency, else RUB",
};
const pageParams = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  {
    name: 'per_page',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
];

const seeds = {
  type: 'object',
  required: ['server_seed_hash', 'client_seed', 'nonce'],
  properties: {
    server_seed_hash: { type: 'string', description: 'Hex SHA-256 of the server seed text' },
    client_seed: { type: 'string', maxLength: CLIENT_SEED_MAX_LENGTH },
    nonce: {
      type: 'integer',
      description: 'Bets made with the pair: the next bet uses this nonce',
    },
  },
};

const clientSeedBody = (required: boolean) => ({
  required,
  ...json({
    type: 'object',
    additionalProperties: false,
    ...(required && { required: ['client_seed'] }),
    properties: {
      client_seed: {
        type: 'string',
        minLength: 1,
        maxLength: CLIENT_SEED_MAX_LENGTH,
        description: 'Printable ASCII, no space at either end',
      },
    },
  }),
});

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'In-house games API',
    version: '1.0.0',
    description:
      'Provably fair dice, coinflip, roulette, keno, hilo, miner and cases. Every outcome comes from HMAC-SHA256(server seed, `${client seed}:${nonce}:${round}`) as in lib/games; the server seed is shown only as its SHA-256 until rotation. Money is in major units of the player\'s currency; errors are `{error, message}`, or 422 `{errors: {field: ["code: text"]}}`.',
  },
  servers: [
    { url: '/api', description: "The site's host; the api. host serves the same paths at /" },
  ],
  tags: [
    { name: 'fair', description: 'Seed pairs: commitment, client seed, rotation' },
    { name: 'games', description: 'Bets, rounds and lists of the in-house games' },
  ],
  paths: {
    '/api/v2/fair/seeds': {
      get: {
        tags: ['fair'],
        summary: 'The active seed pair (opened on first use)',
        security: [{ bearer: [] }],
        responses: { 200: ok(ref('Seeds')), 401: problems[401] },
      },
    },
    '/api/v2/fair/client-seed': {
      put: {
        tags: ['fair'],
        summary: 'Pick the client seed; the nonce goes on',
        security: [{ bearer: [] }],
        requestBody: clientSeedBody(true),
        responses: { 200: ok(ref('Seeds')), 401: problems[401], 422: problems[422] },
      },
    },
    '/api/v2/fair/rotate': {
      post: {
        tags: ['fair'],
        summary: 'Reveal the server seed and start a new pair with nonce 0',
        description:
          'Without client_seed the new pair keeps the current client seed. Refused while a hilo or miner round is open.',
        security: [{ bearer: [] }],
        requestBody: clientSeedBody(false),
        responses: {
          200: ok({
            type: 'object',
            required: ['revealed', 'next'],
            properties: { revealed: ref('RevealedSeeds'), next: ref('Seeds') },
          }),
          401: problems[401],
          409: conflict('round_open'),
          422: problems[422],
        },
      },
    },
    '/api/v2/fair/seeds/history': {
      get: {
        tags: ['fair'],
        summary: 'Revealed seed pairs, newest first',
        security: [{ bearer: [] }],
        parameters: pageParams,
        responses: {
          200: ok(
            page({
              allOf: [
                ref('RevealedSeeds'),
                {
                  type: 'object',
                  required: ['revealed_at'],
                  properties: { revealed_at: { type: 'string', format: 'date-time' } },
                },
              ],
            }),
          ),
          401: problems[401],
          422: problems[422],
        },
      },
    },
    '/api/v2/games/limits': {
      get: {
        tags: ['games'],
        summary: "Every game's bet range in a currency",
        parameters: [currencyQuery],
        responses: { 200: ok(ref('Limits')), 422: problems[422] },
      },
    },
    '/api/v2/games/bets': {
      get: {
        tags: ['games'],
        summary: "The player's bets and rounds, newest first",
        security: [{ bearer: [] }],
        parameters: [
          { name: 'game', in: 'query', schema: { type: 'string', enum: IN_HOUSE_GAMES } },
          ...pageParams,
        ],
        responses: { 200: ok(page(ref('Bet'))), 401: problems[401], 422: problems[422] },
      },
    },
    '/api/v2/games/{game}/recent': {
      get: {
        tags: ['games'],
        summary: "Everyone's last 20 settled bets in a game, names masked",
        parameters: [
          {
            name: 'game',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: IN_HOUSE_GAMES },
          },
        ],
        responses: {
          200: ok({
            type: 'object',
            required: ['bets'],
            properties: { bets: { type: 'array', items: ref('RecentBet') } },
          }),
          404: { description: 'Unknown game', ...json(ref('Error')) },
        },
      },
    },
    '/api/v2/games/dice/bet': {
      post: betOperation(
        'Dice: the roll floor(f·10001)/100 must land under or over the target',
        betBody(
          {
            target: {
              type: 'number',
              description: 'Two decimals; under 0.01–98.00, over 2.00–99.99',
            },
            direction: { type: 'string', enum: DICE_DIRECTIONS },
          },
          ['target', 'direction'],
        ),
      ),
    },
    '/api/v2/games/coinflip/bet': {
      post: betOperation(
        'Coinflip: side floor(f·2), the called side pays 1.98×',
        betBody({ side: { type: 'string', enum: COIN_SIDES } }, ['side']),
      ),
    },
    '/api/v2/games/roulette/bet': {
      post: betOperation('European roulette: pocket floor(f·37), several chips per spin', {
        required: true,
        ...json({
          type: 'object',
          additionalProperties: false,
          required: ['key', 'bets'],
          properties: {
            key: betKey,
            bets: {
              type: 'array',
              minItems: 1,
              maxItems: ROULETTE_MAX_CHIPS,
              description:
                'The chips; their total is the stake, checked against the roulette limits (422 on amount). Any bad chip is 422 on bets.',
              items: ref('RouletteChip'),
            },
          },
        }),
      }),
    },
    '/api/v2/games/keno/bet': {
      post: betOperation(
        `Keno: 10 of 1–${KENO_NUMBERS} drawn without repeats`,
        betBody(
          {
            picks: {
              type: 'array',
              minItems: KENO_MIN_PICKS,
              maxItems: KENO_MAX_PICKS,
              uniqueItems: true,
              items: { type: 'integer', minimum: 1, maximum: KENO_NUMBERS },
            },
            risk: { type: 'string', enum: KENO_RISKS },
          },
          ['picks', 'risk'],
        ),
      ),
    },
    '/api/v2/games/cases': {
      get: {
        tags: ['games'],
        summary: 'The case catalogue priced in a currency',
        description:
          'Prices and values are the RUB catalogue scaled like the bet limits: RUB and INR ×1, KZT ×5, USD and EUR ×0.01.',
        parameters: [currencyQuery],
        responses: {
          200: ok({
            type: 'object',
            required: ['cases'],
            properties: { cases: { type: 'array', items: ref('Case') } },
          }),
          422: problems[422],
        },
      },
    },
    '/api/v2/games/cases/{slug}': {
      get: {
        tags: ['games'],
        summary: 'One case',
        parameters: [
          { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
          currencyQuery,
        ],
        responses: {
          200: ok(ref('Case')),
          404: { description: 'Unknown case', ...json(ref('Error')) },
          422: problems[422],
        },
      },
    },
    '/api/v2/games/cases/{slug}/open': {
      post: {
        ...betOperation('Open a case for its price: roll floor(f·100000)+1 on the range table', {
          required: true,
          ...json({
            type: 'object',
            additionalProperties: false,
            required: ['key'],
            properties: { key: betKey },
          }),
        }),
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
      },
    },
    '/api/v2/games/hilo/start': {
      post: betOperation(
        'Start a hilo round: the stake is taken, card 0 dealt',
        betBody({}, []),
        'round_open, idempotency_conflict',
      ),
    },
    '/api/v2/games/hilo/guess': {
      post: roundAction(
        'Guess on the current card, or skip it; a wrong guess ends the round lost',
        {
          required: true,
          ...json({
            type: 'object',
            additionalProperties: false,
            required: ['guess'],
            properties: {
              guess: {
                type: 'string',
                enum: [...HILO_GUESSES, 'skip'],
                description: 'A guess whose chance is 100 (cannot lose) is 422 on guess',
              },
            },
          }),
        },
      ),
    },
    '/api/v2/games/hilo/cashout': {
      post: roundAction(
        'Cash out for stake × multiplier (after at least one won guess)',
        undefined,
        'round_not_open (no open round, or no guess won yet)',
      ),
    },
    '/api/v2/games/hilo/round': roundQuery('hilo'),
    '/api/v2/games/miner/start': {
      post: betOperation(
        'Start a miner round on the 5×5 field',
        betBody(
          { mines: { type: 'integer', minimum: MINER_MIN_MINES, maximum: MINER_MAX_MINES } },
          ['mines'],
        ),
        'round_open, idempotency_conflict',
      ),
    },
    '/api/v2/games/miner/reveal': {
      post: roundAction('Reveal a cell: a mine loses, the last safe cell cashes out', {
        required: true,
        ...json({
          type: 'object',
          additionalProperties: false,
          required: ['cell'],
          properties: {
            cell: {
              type: 'integer',
              minimum: 0,
              maximum: MINER_CELLS - 1,
              description: '5 · row + column; a revealed cell is 422 cell_taken',
            },
          },
        }),
      }),
    },
    '/api/v2/games/miner/cashout': {
      post: roundAction(
        'Cash out for stake × multiplier (after at least one safe cell)',
        undefined,
        'round_not_open (no open round, or nothing revealed yet)',
      ),
    },
    '/api/v2/games/miner/round': roundQuery('miner'),
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    responses: {
      Unauthorized: { description: 'No valid bearer token', ...json(ref('Error')) },
      ValidationFailed: {
        description:
          'Field errors, e.g. amount: bet_out_of_range or insufficient_funds; target, side, bets, picks, risk, mines, guess: invalid_value; cell: cell_taken',
        ...json(ref('ValidationErrors')),
      },
      TooManyRequests: {
        description:
          'More than 3000 bets and round actions of a player in a 10 s window (Retry-After)',
        ...json(ref('Error')),
      },
    },
    schemas: {
      Error: {
        type: 'object',
        required: ['error', 'message'],
        properties: { error: { type: 'string' }, message: { type: 'string' } },
      },
      ValidationErrors: {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'object',
            additionalProperties: {
              type: 'array',
              items: { type: 'string', description: '"code: text"' },
            },
          },
        },
      },
      Seeds: seeds,
      RevealedSeeds: {
        ...seeds,
        required: ['server_seed', ...seeds.required],
        properties: {
          server_seed: { type: 'string', pattern: '^[0-9a-f]{64}$' },
          ...seeds.properties,
        },
      },
      Bet: {
        type: 'object',
        required: [
          'id',
          'game',
          'amount',
          'currency',
          'multiplier',
          'payout',
          'win',
          'inputs',
          'result',
          'status',
          'server_seed_hash',
          'client_seed',
          'nonce',
          'server_seed',
          'created_at',
          'balance',
        ],
        properties: {
          id: { type: 'string' },
          game: { type: 'string', enum: IN_HOUSE_GAMES },
          amount: { ...money, description: 'The stake' },
          currency: { type: 'string', enum: CURRENCIES },
          multiplier: {
            type: 'number',
            description: 'Four decimals at most; 0 on a loss; an open round: what cashing out pays',
          },
          payout: money,
          win: { type: 'boolean' },
          inputs: {
            type: 'object',
            description:
              'dice {target, direction}; coinflip {side}; roulette {bets}; keno {picks, risk}; cases {slug}; hilo {}; miner {mines}',
          },
          result: {
            type: 'object',
            description:
              'dice {roll, win_chance}; coinflip {side}; roulette {pocket, color, chips: [{bet, win, payout}]}; keno {drawn, hits}; cases {roll, item, table: [{item_id, value, from, to}]}; hilo {cards, steps, multiplier, next: {higher_or_same, lower_or_same: {chance (percent), multiplier}} | null, outcome}; miner {mines, revealed, multiplier, next_multiplier, mine_cells (null while open), exploded, outcome}',
          },
          status: { type: 'string', enum: ['open', 'settled'] },
          server_seed_hash: { type: 'string' },
          client_seed: { type: 'string' },
          nonce: { type: 'integer' },
          server_seed: {
            type: ['string', 'null'],
            description: "The pair's server seed once revealed by rotation, for verification",
          },
          created_at: { type: 'string', format: 'date-time' },
          balance: { ...money, description: "The player's real balance after the bet" },
        },
      },
      RouletteChip: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'amount'],
        properties: {
          kind: { type: 'string', enum: Object.keys(ROULETTE_PAYOUTS) },
          numbers: {
            type: 'array',
            items: { type: 'integer', minimum: 0, maximum: 36 },
            description: 'Inside bets only (straight, split, street, corner, line)',
          },
          index: {
            type: 'integer',
            minimum: 1,
            maximum: 3,
            description: 'Dozen and column only',
          },
          amount: money,
        },
      },
      RecentBet: {
        type: 'object',
        required: [
          'id',
          'game',
          'player',
          'amount',
          'currency',
          'multiplier',
          'payout',
          'win',
          'created_at',
        ],
        properties: {
          id: { type: 'string' },
          game: { type: 'string', enum: IN_HOUSE_GAMES },
          player: { type: 'string', examples: ['An***'] },
          amount: money,
          currency: { type: 'string', enum: CURRENCIES },
          multiplier: { type: 'number' },
          payout: money,
          win: { type: 'boolean' },
          created_at: { type: 'string', format: 'date-time' },
        },
      },
      Limits: {
        type: 'object',
        required: ['currency', 'limits'],
        properties: {
          currency: { type: 'string', enum: CURRENCIES },
          limits: {
            type: 'object',
            propertyNames: { enum: LIMITED_GAMES },
            additionalProperties: {
              type: 'object',
              required: ['min', 'max'],
              properties: { min: money, max: money },
            },
          },
        },
      },
      Case: {
        type: 'object',
        required: ['slug', 'name', 'name_key', 'price', 'currency', 'items'],
        properties: {
          slug: { type: 'string' },
          name: { type: 'string' },
          name_key: { type: 'string', description: 'Message key of the name' },
          price: money,
          currency: { type: 'string', enum: CURRENCIES },
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'name', 'name_key', 'value', 'chance'],
              properties: {
                id: { type: 'string' },
                name: { type: 'string' },
                name_key: { type: 'string' },
                value: money,
                chance: { type: 'number', description: 'Percent' },
              },
            },
          },
        },
      },
    },
  },
} as const;

function page(items: object) {
  return {
    type: 'object',
    required: ['items', 'page', 'per_page', 'total'],
    properties: {
      items: { type: 'array', items },
      page: { type: 'integer' },
      per_page: { type: 'integer' },
      total: { type: 'integer' },
    },
  };
}
