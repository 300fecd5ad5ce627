import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
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

/**
 * A client component reads its messages from what the page sends to the browser, which is only
 * `CLIENT_NAMESPACES`: a namespace missing there shows its keys (`CrashBoard.bet`) instead of text,
 * and only in the browser, where the component tests (which load every message) cannot see it.
 */
describe('client components', () => {
  it('read only the message namespaces sent to the browser', () => {
    const player = new Set<string>(CLIENT_NAMESPACES);
    // The back office's layout sends its own (app/[locale]/(office)/layout.tsx).
    const office = new Set<string>(OFFICE_NAMESPACES);
    // The sandbox KYC provider's layout adds its own (app/[locale]/(sandbox)/kyc/sandbox/layout.tsx).
    const kycSandbox = new Set<string>(KYC_SANDBOX_NAMESPACES);
    const missing: string[] = [];
    for (const file of ['components', 'lib', 'app'].flatMap(sourceFiles)) {
      const source = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/m.test(source)) continue;
      const sent = file.startsWith(path.join('components', 'office'))
        ? office
        : file.startsWith(path.join('components', 'kyc-sandbox'))
          ? kycSandbox
          : player;
      for (const [, namespace] of source.matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)) {
        if (!sent.has(namespace!)) missing.push(`${file}: ${namespace}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
