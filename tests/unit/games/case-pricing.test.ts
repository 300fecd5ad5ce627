import { CURRENCIES } from '@/lib/constants/currencies';
import { CASE_ROLL_RANGE, DECLARED_RTP } from '@/lib/constants/games';
import { CASES } from '@/lib/games/cases/catalogue';
import { caseScale, listPricedCases } from '@/lib/games/cases/pricing';

describe('cases priced per currency', () => {
  it('scale like the bet limits: RUB and INR ×1, KZT ×5, USD and EUR ×0.01', () => {
    const factor = (currency: (typeof CURRENCIES)[number]) => {
      const { numerator, denominator } = caseScale(currency);
      return numerator / denominator;
    };
    expect(CURRENCIES.map(factor)).toEqual([1, 0.01, 5, 1, 0.01]);
  });

  it.each(CURRENCIES)('keep every amount exact and every case at its RTP in %s', (currency) => {
    const { numerator, denominator } = caseScale(currency);
    listPricedCases(currency).forEach((priced, index) => {
      const gameCase = CASES[index]!;
      expect(priced.price * denominator).toBe(gameCase.price * numerator);
      priced.items.forEach((item, i) => {
        expect(item.value * denominator).toBe(gameCase.items[i]!.value * numerator);
      });
      const returned = priced.items.reduce((sum, item) => sum + item.value * item.weight, 0);
      expect(returned).toBe(Math.round(DECLARED_RTP.cases * priced.price * CASE_ROLL_RANGE));
    });
  });
});
