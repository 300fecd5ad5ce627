import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | string[] | Tree };

function flatten(tree: Tree | string[], prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...all, [path]: value }
      : { ...all, ...flatten(value, path) };
  }, {});
}

/** Names of the ICU arguments and rich-text tags a message uses. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date
    )
      return [element.value];
    if (element.type === TYPE.tag) return [`<${element.value}>`, ...argumentsOf(element.children)];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return [
        element.value,
        ...Object.values(element.options).flatMap((option) => argumentsOf(option.value)),
      ];
    return [];
  });
}

const catalogues = { ru: flatten(ru), en: flatten(en), kz: flatten(kz) };

describe('messages', () => {
  it('have the same keys in ru, en and kz', () => {
    const keys = Object.keys(catalogues.ru).sort();
    expect(Object.keys(catalogues.en).sort()).toEqual(keys);
    expect(Object.keys(catalogues.kz).sort()).toEqual(keys);
  });

  it.each(Object.entries(catalogues))('%s has no empty message', (_, messages) => {
    expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('are valid ICU and use the same arguments in every language', () => {
    const problems: string[] = [];
    for (const [key, source] of Object.entries(catalogues.en)) {
      const expected = argumentsOf(parse(source)).sort();
      for (const [locale, messages] of Object.entries(catalogues)) {
        try {
          const actual = argumentsOf(parse(messages[key] ?? '')).sort();
          if (actual.join() !== expected.join())
            problems.push(`${locale}:${key} uses ${actual} instead of ${expected}`);
        } catch (error) {
          problems.push(`${locale}:${key} ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(['ru', 'kz'] as const)('%s copy is translated, not English left in place', (locale) => {
    // Identical text is fine for names (Arcada, Telegram, E-mail); a phrase in English is not.
    const untranslated = Object.entries(catalogues[locale]).filter(
      ([key, text]) => text === catalogues.en[key] && /[a-z]+ [a-z]+/i.test(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
