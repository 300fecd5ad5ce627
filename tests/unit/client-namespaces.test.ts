import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  AREA_NAMESPACES,
  CLIENT_NAMESPACES,
  KYC_SANDBOX_NAMESPACES,
  OFFICE_NAMESPACES,
} from '@/lib/i18n/client-messages';

/** Every .ts and .tsx file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const FILES = ['components', 'lib', 'app'].flatMap(sourceFiles);
const isClient = (source: string) => /^['"]use client['"]/m.test(source);
const namespacesRead = (source: string) =>
  [...source.matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)].map(([, namespace]) => namespace!);

/** The file an import names, if it is one of ours: `@/x/y` or `./y`, with or without its index. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Who imports each file (static and dynamic imports, `export … from` too). */
function importers(): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const file of FILES) {
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const target = resolve(file, specifier!);
      if (target) by.set(target, [...(by.get(target) ?? []), file]);
    }
  }
  return by;
}

/**
 * A client component reads its messages from what the page sends to the browser, which is only
 * `CLIENT_NAMESPACES` (and its area's `AREA_NAMESPACES` on that area's pages): a namespace missing
 * there shows its keys (`CrashBoard.bet`) instead of text, and only in the browser, where the
 * component tests (which load every message) cannot see it.
 */
describe('client components', () => {
  it('read only the message namespaces sent to the browser', () => {
    const areas = Object.values(AREA_NAMESPACES);
    const player = new Set<string>(CLIENT_NAMESPACES);
    // The back office's layout sends its own (app/[locale]/(office)/layout.tsx).
    const office = new Set<string>(OFFICE_NAMESPACES);
    // The sandbox KYC provider's layout adds its own (app/[locale]/(sandbox)/kyc/sandbox/layout.tsx).
    const kycSandbox = new Set<string>(KYC_SANDBOX_NAMESPACES);
    const missing: string[] = [];
    for (const file of FILES) {
      const source = readFileSync(file, 'utf8');
      if (!isClient(source)) continue;
      const sent = file.startsWith(path.join('components', 'office'))
        ? office
        : file.startsWith(path.join('components', 'kyc-sandbox'))
          ? kycSandbox
          : player;
      // An area's namespaces reach the components of its folders.
      const area = areas.filter((each) => each.folders.some((folder) => file.startsWith(folder)));
      const areaSent = new Set<string>(area.flatMap((each) => each.namespaces));
      for (const namespace of namespacesRead(source)) {
        if (!sent.has(namespace) && !areaSent.has(namespace)) missing.push(`${file}: ${namespace}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("reach an area's own namespaces only from that area's pages", () => {
    const by = importers();
    const strays: string[] = [];
    for (const [name, area] of Object.entries(AREA_NAMESPACES)) {
      const own = new Set<string>(area.namespaces);
      // A file reads a namespace through `useTranslations('N…')`, or names one of its keys
      // (`'N.x'`) for a translator of the whole messages to read.
      const readers = FILES.filter((file) => {
        const source = readFileSync(file, 'utf8');
        return (
          namespacesRead(source).some((namespace) => own.has(namespace)) ||
          [...own].some((namespace) => new RegExp(`['"\`]${namespace}\\.`).test(source))
        );
      });
      expect(readers.length).toBeGreaterThan(0);
      // Every page or layout that imports a reader, directly or through other files.
      const seen = new Set<string>(readers);
      const queue = [...readers];
      while (queue.length > 0) {
        for (const importer of by.get(queue.shift()!) ?? []) {
          if (seen.has(importer)) continue;
          seen.add(importer);
          queue.push(importer);
        }
      }
      const routes = area.routes.map((route) => path.join('app', '[locale]', route));
      for (const file of seen) {
        if (!file.startsWith(`app${path.sep}`)) continue;
        // The back office sends its own messages and reads none of these (the test above).
        if (file.startsWith(path.join('app', '[locale]', '(office)'))) continue;
        if (!routes.some((route) => file.startsWith(route))) strays.push(`${name}: ${file}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
