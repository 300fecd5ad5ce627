import { COINFLIP_MULTIPLIER, DECLARED_RTP } from '@/lib/constants/games';
import { coinflipOutcome, coinSide } from '@/lib/games/coinflip/coinflip';
import { playCoinflip } from '@/lib/games/coinflip/play';
import { GameError } from '@/lib/games/errors';
import { seedsAt } from '@/tests/support/games';

describe('coinflip', () => {
  it('lands heads below one half, tails from it', () => {
    expect(coinSide(0)).toBe('heads');
    expect(coinSide(0.4999999)).toBe('heads');
    expect(coinSide(0.5)).toBe('tails');
  });

  it('answers the known vectors of fixed seeds', () => {
    // Float 0 of nonce 0 is 0.0387… (heads), of nonce 1 0.928… (tails).
    expect(playCoinflip(seedsAt(0), 'heads')).toEqual({
      side: 'heads',
      multiplier: 1.98,
      win: true,
    });
    expect(playCoinflip(seedsAt(1), 'heads')).toEqual({ side: 'tails', multiplier: 0, win: false });
  });

  it('pays 1.98× for a 1 in 2 chance: RTP 99 %', () => {
    expect(COINFLIP_MULTIPLIER / 2).toBe(DECLARED_RTP.coinflip);
  });

  it('refuses an unknown side', () => {
    expect(() => coinflipOutcome(0.1, 'edge' as 'heads')).toThrow(GameError);
  });
});
