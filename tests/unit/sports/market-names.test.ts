import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import {
  marketName,
  outcomeName,
  outcomeShort,
  signedLine,
  type MarketsTranslate,
} from '@/lib/sports/market-names';
import { MARKET_TYPES } from '@/lib/sports/market-types';

const MESSAGES = { ru, en, kz };
const teams = { home: 'Spartak', away: 'Dynamo' };

function translator(locale: keyof typeof MESSAGES): MarketsTranslate {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: 'SportsMarkets',
  }) as unknown as MarketsTranslate;
}

const ruT = translator('ru');

describe('market names', () => {
  it('names totals with their line and Больше/Меньше', () => {
    const market = { type_id: 18, specifiers: { total: '2.5' } };
    expect(marketName(ruT, market, teams)).toBe('Тотал (2.5)');
    expect(outcomeName(ruT, market, '12', teams)).toBe('Больше 2.5');
    expect(outcomeName(ruT, market, '13', teams)).toBe('Меньше 2.5');
  });

  it('signs a handicap per side: home −1.5, away +1.5; quarter lines and zero', () => {
    const market = { type_id: 16, specifiers: { hcp: '-1.5' } };
    expect(marketName(ruT, market, teams)).toBe('Фора (−1.5)');
    expect(outcomeName(ruT, market, '1714', teams)).toBe('Ф1 Spartak (−1.5)');
    expect(outcomeName(ruT, market, '1715', teams)).toBe('Ф2 Dynamo (+1.5)');
    const quarter = { type_id: 16, specifiers: { hcp: '0.25' } };
    expect(outcomeName(translator('en'), quarter, '1714', teams)).toBe('Spartak (+0.25)');
    expect(outcomeName(translator('en'), quarter, '1715', teams)).toBe('Dynamo (−0.25)');
    expect(signedLine('0')).toBe('0');
    expect(signedLine('-0')).toBe('0');
  });

  it('numbers the next goal and reads correct scores', () => {
    expect(marketName(ruT, { type_id: 8, specifiers: { goalnr: '2' } }, teams)).toBe(
      'Следующий гол (2-й)',
    );
    const score = { type_id: 41, specifiers: {} };
    expect(outcomeName(ruT, score, '2:1', teams)).toBe('2:1');
    expect(outcomeName(ruT, score, 'other', teams)).toBe('Другой счёт');
    expect(outcomeName(ruT, score, 'bogus', teams)).toBe('bogus');
  });

  it('names 1X2 with the teams and short columns П1/X/П2', () => {
    const market = { type_id: 1, specifiers: {} };
    expect(outcomeName(ruT, market, '1', teams)).toBe('П1 · Spartak');
    expect(outcomeName(ruT, market, '2', teams)).toBe('Ничья');
    expect(outcomeShort(ruT, market, '3', teams)).toBe('П2');
    expect(outcomeShort(translator('en'), market, '2', teams)).toBe('X');
  });

  it('falls back for a type or an outcome the registry does not know', () => {
    expect(marketName(translator('en'), { type_id: 999, specifiers: {} }, teams)).toBe(
      'Market 999',
    );
    expect(outcomeName(ruT, { type_id: 999, specifiers: {} }, '5', teams)).toBe('5');
    expect(outcomeName(ruT, { type_id: 18, specifiers: { total: '1' } }, '99', teams)).toBe('99');
  });

  it.each(['ru', 'en', 'kz'] as const)(
    'has a name and every outcome for every market type in %s',
    (locale) => {
      const t = translator(locale);
      for (const type of MARKET_TYPES) {
        const specifiers = Object.fromEntries(type.specifiers.map((name) => [name, '1.5']));
        const market = { type_id: type.id, specifiers };
        const name = marketName(t, market, teams);
        expect(name).not.toContain('SportsMarkets');
        expect(name).not.toContain('{');
        for (const outcome of type.outcomes.length ? type.outcomes : ['1:0', 'other']) {
          const text = outcomeName(t, market, outcome, teams);
          expect(text).not.toContain('SportsMarkets');
          expect(text).not.toContain('{');
          expect(text.length).toBeGreaterThan(0);
        }
      }
    },
  );
});
