/**
 * Run by `npm run build` between `next build` and `serwist build` (docs/ARCHITECTURE.md, "PWA"):
 * - `public/builds/latest.json` `{id, timestamp}` and `public/builds/meta/{id}.json` from
 *   `.next/BUILD_ID` (spec §7: the build manifest the pages poll), the meta with the release
 *   notes of messages' `Pwa.releaseNotes` (`lib/pwa/build-meta.ts`);
 * - `public/offline/{ru,en,kz}.html`, the offline page of each language, from messages/*.json
 *   (precached by the service worker, shown for a page neither the network nor the cache has).
 * Everything it writes is generated: .gitignore keeps it out of the repository.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocales, locales, type Locale } from '@/lib/i18n/config';
import { releaseNotesFrom, type BuildMeta } from '@/lib/pwa/build-meta';

const root = process.cwd();
const publicDir = path.join(root, 'public');

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type OfflineMessages = {
  title: string;
  heading: string;
  text: string;
  retry: string;
  home: string;
};

function messagesOf(locale: Locale) {
  return JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'));
}

function offlineMessages(locale: Locale): OfflineMessages {
  return messagesOf(locale).Offline as OfflineMessages;
}

function allMessages() {
  return Object.fromEntries(locales.map((locale) => [locale, messagesOf(locale)])) as Record<
    Locale,
    { Pwa?: { releaseNotes?: unknown } }
  >;
}

/** A page with no script (the CSP of a page needs a nonce no cached file can carry). */
export function offlinePage(locale: Locale, m: OfflineMessages): string {
  const home = locale === 'ru' ? '/' : `/${locale}`;
  return `<!doctype html>
<html lang="${intlLocales[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#12141c">
<title>${escapeHtml(m.title)}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:#0d0f15;color:#f1f3f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{max-width:420px;width:100%;padding:32px 24px;border:1px solid #2c3142;border-radius:16px;background:#171a24;text-align:center}
img{width:64px;height:64px;border-radius:14px}
h1{margin:16px 0 8px;font-size:1.5rem}
p{margin:0 0 24px;color:#9aa1b5;line-height:1.5}
a{display:inline-block;min-height:44px;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none}
.primary{background:#f5c518;color:#12141c}
.ghost{color:#f5c518}
a:focus-visible{outline:2px solid #f5c518;outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" alt="">
<h1>${escapeHtml(m.heading)}</h1>
<p>${escapeHtml(m.text)}</p>
<a class="primary" href="">${escapeHtml(m.retry)}</a>
<a class="ghost" href="${home}">${escapeHtml(m.home)}</a>
</main>
</body>
</html>
`;
}

function main() {
  const id = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  if (!id) throw new Error('.next/BUILD_ID is empty: run next build first');
  const build = { id, timestamp: Date.now() };
  write(path.join(publicDir, 'builds', 'latest.json'), `${JSON.stringify(build)}\n`);
  const meta: BuildMeta = { ...build, notes: releaseNotesFrom(allMessages()) };
  write(path.join(publicDir, 'builds', 'meta', `${id}.json`), `${JSON.stringify(meta)}\n`);
  for (const locale of locales) {
    write(
      path.join(publicDir, 'offline', `${locale}.html`),
      offlinePage(locale, offlineMessages(locale)),
    );
  }
  console.log(`PWA build files written for build ${id}`);
}

main();
