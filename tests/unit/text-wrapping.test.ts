import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every .css file under a folder. */
function cssFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return cssFiles(file);
    return name.endsWith('.css') ? [file] : [];
  });
}

type Rule = { file: string; selectors: string[]; declarations: Map<string, string> };

/** The style rules of a stylesheet (those inside @media too), by their selectors. */
function rulesOf(file: string): Rule[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, prelude, body]) => ({
    file,
    selectors: prelude!.split(',').map((selector) => selector.trim()),
    declarations: new Map(
      body!
        .split(';')
        .map((line) => line.split(':'))
        .filter((parts) => parts.length >= 2)
        .map(([name, ...value]) => [name!.trim(), value.join(':').trim()]),
    ),
  }));
}

const rules = ['app', 'components'].flatMap(cssFiles).flatMap(rulesOf);

/** The declarations of `property` in rules (of files under `within`) with a selector matching `selector`. */
const declared = (selector: RegExp, property: string, within = '') =>
  rules.flatMap((rule) => {
    const file = path.relative(process.cwd(), rule.file);
    return file.startsWith(within) &&
      rule.selectors.some((text) => selector.test(text)) &&
      rule.declarations.has(property)
      ? [`${file} ${rule.selectors.join(', ')}: ${rule.declarations.get(property)}`]
      : [];
  });

/**
 * Layout is not computed in jsdom, so these read the stylesheets: at 390 px a tab label broke
 * inside a word (issue 32), and a Kazakh word ran out of a VIP card at 1440 px.
 */
describe('text wrapping', () => {
  // The tab lists: `Segmented` (role tablist) and the profile's `.tabs` links.
  const TAB = /(^|[\s(>])\.(segmented|tabs)\b/;

  it('keeps every tab label whole', () => {
    const breaking = [
      ...declared(TAB, 'overflow-wrap').filter((line) => !line.endsWith(': normal')),
      ...declared(TAB, 'word-break').filter((line) => !line.endsWith(': keep-all')),
      ...declared(TAB, 'white-space').filter((line) => !line.endsWith(': nowrap')),
    ];
    expect(breaking).toEqual([]);
    expect(declared(/^\.segmented button$/, 'white-space')).toEqual([
      'app/globals.css .segmented button: nowrap',
    ]);
    expect(declared(/^\.tabs a$/, 'white-space')).toEqual(['app/globals.css .tabs a: nowrap']);
  });

  it('lets a tab list take another row rather than widen the page', () => {
    expect(declared(/^\.segmented$/, 'flex-wrap')).toEqual(['app/globals.css .segmented: wrap']);
    expect(declared(/^\.tabs$/, 'flex-wrap')).toEqual(['app/globals.css .chips, .tabs: wrap']);
  });

  it('wraps long words inside the VIP cards', () => {
    const VIP = 'components/vip/';
    for (const card of ['tier', 'standing', 'request']) {
      const selector = new RegExp(`^\\.${card}$`);
      expect(declared(selector, 'overflow-wrap', VIP)).toEqual([
        expect.stringMatching(/: anywhere$/),
      ]);
      expect(declared(selector, 'hyphens', VIP)).toEqual([expect.stringMatching(/: auto$/)]);
    }
  });
});
