import { DECLARED_RTP, type InHouseGame, WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';
import { CASES } from '@/lib/games/cases/catalogue';
import { openCase } from '@/lib/games/cases/open';
import { buildRangeTable } from '@/lib/games/cases/ranges';
import { coinflipOutcome } from '@/lib/games/coinflip/coinflip';
import { type DiceBet, diceOutcome } from '@/lib/games/dice/dice';
import { floatAt, floats } from '@/lib/games/fair/floats';
import { type HiloGuess, rankIndex } from '@/lib/games/hilo/cards';
import { currentCard, type HiloRound, hiloReduce, startHilo } from '@/lib/games/hilo/round';
import { kenoDraw, kenoPaytable } from '@/lib/games/keno/keno';
import { KENO_RISKS } from '@/lib/games/keno/paytables';
import { minerMultiplier } from '@/lib/games/miner/field';
import { startMiner } from '@/lib/games/miner/round';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import { INSIDE_GROUPS, type InsideKind } from '@/lib/games/roulette/layout';
import { rouletteOutcome } from '@/lib/games/roulette/spin';
import { WHEEL_RISKS } from '@/lib/games/wheel/tables';
import { type WheelBet, wheelOutcome } from '@/lib/games/wheel/wheel';
import { seedsAt } from './games';

/**
 * The RTP simulation: every game plays nonces from … to − 1 of the fixed seeds, its bets' floats
 * derived by the real HMAC scheme. A nonce's floats are derived once (rounds 0 and 1; round 2
 * only for miner fields of more than 16 mines; more for long hilo rounds) and each game reads the
 * floats its own bet at that nonce would read. The player's choices are fixed strategies; every
 * other choice returns the same by construction, which the games' own tests compute exactly.
 * Several bets on one outcome (dice targets, keno tickets, miner paths) only lower the noise.
 *
 * Each game's exact RTP is proven by enumeration in its own test; this is the check that the
 * floats reach the outcomes without a bias, so it is judged by its standard error: 200,000
 * rounds by default, `RTP_ROUNDS=1000000 npm test -- rtp-simulation` for the long run.
 */
export const SIMULATED_ROUNDS = Number(process.env.RTP_ROUNDS || 200_000);

/**
 * What a game returned and staked over the rounds, with the sums of squares and products of each
 * round's return R and stake S that the ratio's standard error needs.
 */
export type Tally = {
  rounds: number;
  returned: number;
  staked: number;
  rr: number;
  ss: number;
  rs: number;
};
export type Tallies = Record<InHouseGame, Tally>;

/** The sum of two tallies (the simulation runs in parts). */
export function addTallies(a: Tally, b: Tally): Tally {
  return {
    rounds: a.rounds + b.rounds,
    returned: a.returned + b.returned,
    staked: a.staked + b.staked,
    rr: a.rr + b.rr,
    ss: a.ss + b.ss,
    rs: a.rs + b.rs,
  };
}

/**
 * The return to player of a tally and its standard error: the ratio estimator ΣR / ΣS over
 * independent rounds, SE = √(Σ(R − m·S)² / n) / (√n · S̄).
 */
export function rtpOf({ rounds, returned, staked, rr, ss, rs }: Tally) {
  const rtp = returned / staked;
  const residual = Math.max(0, rr - 2 * rtp * rs + rtp * rtp * ss) / rounds;
  return { rtp, standardError: Math.sqrt(residual / rounds) / (staked / rounds) };
}

// dice: 20 bets on every roll, win chances 2–98 %, under and over.
const DICE_BETS: DiceBet[] = [2, 10, 25, 33.33, 49.5, 50, 66.66, 75, 90, 98].flatMap((chance) => [
  { target: chance, direction: 'under' },
  { target: Math.round((100 - chance) * 100) / 100, direction: 'over' },
]);

// roulette: every kind of bet on every spin, the inside bets moving round the layout.
const INSIDE_LISTS = Object.fromEntries(
  Object.entries(INSIDE_GROUPS).map(([kind, set]) => [
    kind,
    [...set].map((group) => group.split('-').map(Number)),
  ]),
) as Record<InsideKind, number[][]>;
const OUTSIDE_CHIPS: RouletteBet[] = [
  { kind: 'red', amount: 1000 },
  { kind: 'black', amount: 500 },
  { kind: 'odd', amount: 700 },
  { kind: 'even', amount: 300 },
  { kind: 'low', amount: 400 },
  { kind: 'high', amount: 600 },
  { kind: 'dozen', index: 1, amount: 300 },
  { kind: 'dozen', index: 3, amount: 200 },
  { kind: 'column', index: 2, amount: 300 },
  { kind: 'column', index: 3, amount: 200 },
];
const INSIDE_CHIPS: [InsideKind, number][] = [
  ['straight', 20],
  ['split', 40],
  ['street', 60],
  ['corner', 80],
  ['line', 120],
];

function rouletteChips(nonce: number): RouletteBet[] {
  return [
    ...OUTSIDE_CHIPS,
    ...INSIDE_CHIPS.map(([kind, amount]) => {
      const list = INSIDE_LISTS[kind];
      return { kind, numbers: list[nonce % list.length]!, amount };
    }),
  ];
}

// cases: each case in turn, the return counted in multiples of its price.
const CASE_TABLES = CASES.map((gameCase) => buildRangeTable(gameCase.items));

// wheel: a bet on every one of the 15 wheels (3 risks × 5 sizes) on every spin.
const WHEEL_BETS: WheelBet[] = WHEEL_RISKS.flatMap((risk) =>
  WHEEL_SEGMENT_COUNTS.map((segments) => ({ risk, segments })),
);

// keno: a ticket for every risk and picks count on every draw, the numbers moving with the nonce.
const KENO_TABLES = KENO_RISKS.flatMap((risk) =>
  Array.from({ length: 10 }, (_, index) => kenoPaytable(risk, index + 1)),
);

// hilo: the likelier side (skipping the certain guesses on a 2 or an ace), cash out after 1–3 wins.
function playHilo(nonce: number, draw: (index: number) => number): number {
  const target = 1 + (nonce % 3);
  let round: HiloRound = startHilo(draw);
  let won = 0;
  while (round.status === 'open' && won < target) {
    const rank = rankIndex(currentCard(round));
    if (rank === 0 || rank === 12) {
      round = hiloReduce(round, { type: 'skip' }, draw);
      continue;
    }
    const guess: HiloGuess = 13 - rank >= rank + 1 ? 'higher_or_same' : 'lower_or_same';
    round = hiloReduce(round, { type: 'guess', guess }, draw);
    if (round.status === 'open') won++;
  }
  if (round.status === 'open') round = hiloReduce(round, { type: 'cash_out' }, draw);
  return round.multiplier;
}

// miner: mine counts 1–24 in turn; on each field 25 paths, path j revealing cell j then cell
// j + 7 and cashing out after 1 or 2 safe cells.
const MINER_MULTIPLIERS = Array.from({ length: 25 }, (_, mines) =>
  [0, 1, 2].map((safe) => (mines > 0 && safe <= 25 - mines ? minerMultiplier(mines, safe) : 0)),
);

function playMinerPaths(mines: number, mineFloats: readonly number[]): number {
  const field = new Set(startMiner(mineFloats).mines);
  let returned = 0;
  for (let path = 0; path < 25; path++) {
    const cells = [path, (path + 7) % 25].slice(0, Math.min(1 + (path % 2), 25 - mines));
    if (cells.every((cell) => !field.has(cell)))
      returned += MINER_MULTIPLIERS[mines]![cells.length]!;
  }
  return returned;
}

/** Plays nonces from … to − 1 and answers what each game returned against what it staked. */
export function simulate(from: number, to: number): Tallies {
  const games = Object.keys(DECLARED_RTP) as InHouseGame[];
  const tallies = Object.fromEntries(
    games.map((game) => [game, { rounds: 0, returned: 0, staked: 0, rr: 0, ss: 0, rs: 0 }]),
  ) as Tallies;
  const round = Object.fromEntries(games.map((game) => [game, { r: 0, s: 0 }])) as Record<
    InHouseGame,
    { r: number; s: number }
  >;
  const add = (game: InHouseGame, returned: number, staked = 1) => {
    round[game].r += returned;
    round[game].s += staked;
  };

  /** Adds each game's round at this nonce to its tally. */
  const endRound = () => {
    for (const game of games) {
      const { r, s } = round[game];
      const tally = tallies[game];
      tally.rounds += 1;
      tally.returned += r;
      tally.staked += s;
      tally.rr += r * r;
      tally.ss += s * s;
      tally.rs += r * s;
      round[game] = { r: 0, s: 0 };
    }
  };

  for (let nonce = from; nonce < to; nonce++) {
    const seeds = seedsAt(nonce);
    const mines = 1 + (nonce % 24);
    const derived = floats(seeds, Math.max(16, mines));
    const float = (index: number) => derived[index] ?? floatAt(seeds, index);
    const f0 = derived[0]!;

    for (const bet of DICE_BETS) add('dice', diceOutcome(f0, bet).multiplier);
    add('coinflip', coinflipOutcome(f0, nonce % 2 ? 'tails' : 'heads').multiplier);
    const spin = rouletteOutcome(f0, rouletteChips(nonce));
    add('roulette', spin.payout, spin.stake);
    const gameCase = nonce % CASES.length;
    const { price } = CASES[gameCase]!;
    add('cases', openCase(f0, CASE_TABLES[gameCase]!, price).value / price);
    for (const bet of WHEEL_BETS) add('wheel', wheelOutcome(f0, bet).multiplier);

    const drawn = new Set(kenoDraw(derived.slice(0, 10)));
    KENO_TABLES.forEach((table, index) => {
      const picks = table.length - 1;
      let hits = 0;
      for (let j = 0; j < picks; j++) if (drawn.has(((nonce + 3 * index + 4 * j) % 40) + 1)) hits++;
      add('keno', table[hits]!);
    });

    add('hilo', playHilo(nonce, float));
    add('miner', playMinerPaths(mines, derived.slice(0, mines)), 25);
    endRound();
  }
  return tallies;
}
