import {
  coinflipBetSchema,
  diceBetSchema,
  kenoBetSchema,
  rouletteBetSchema,
  rouletteChipInputSchema,
} from '@/lib/schemas/game-requests';
import { AppError } from '@/server/lib/app-error';
import { playCoinflipBet } from '@/server/services/games/play-coinflip';
import { playDiceBet } from '@/server/services/games/play-dice';
import { playKenoBet } from '@/server/services/games/play-keno';
import { playRouletteBet } from '@/server/services/games/play-roulette';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

/** One chip's problem is the whole spin's: 422 on `bets`. */
function readChips(bets: unknown[]) {
  return bets.map((bet) => {
    const chip = rouletteChipInputSchema.safeParse(bet);
    if (!chip.success) throw AppError.field('bets', 'invalid_value');
    return chip.data;
  });
}

/** The single-step games, mounted at `/api/v2/games`. */
export const gamesPlay = router()
  // POST /api/v2/games/dice/bet — roll over or under a target
  .post('/dice/bet', requireAuth, async (c) => {
    const input = await readBody(c, diceBetSchema);
    return c.json(await playDiceBet(c.var.ctx, c.var.auth.user, input));
  })
  // POST /api/v2/games/coinflip/bet — call heads or tails
  .post('/coinflip/bet', requireAuth, async (c) => {
    const input = await readBody(c, coinflipBetSchema);
    return c.json(await playCoinflipBet(c.var.ctx, c.var.auth.user, input));
  })
  // POST /api/v2/games/roulette/bet — one spin with several chips
  .post('/roulette/bet', requireAuth, async (c) => {
    const { key, bets } = await readBody(c, rouletteBetSchema);
    const chips = readChips(bets);
    return c.json(await playRouletteBet(c.var.ctx, c.var.auth.user, { key, bets: chips }));
  })
  // POST /api/v2/games/keno/bet — a ticket of 1–10 numbers at a risk level
  .post('/keno/bet', requireAuth, async (c) => {
    const input = await readBody(c, kenoBetSchema);
    return c.json(await playKenoBet(c.var.ctx, c.var.auth.user, input));
  });
