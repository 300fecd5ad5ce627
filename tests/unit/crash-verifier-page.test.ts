import { createHash, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { OFFLINE_CRASH_VERIFIER_PATH } from '@/components/fair/offline-crash-verifier';
import { gameNumberInChain } from '@/lib/games/crash/chain';
import { crashPoint, crashPointOfBits } from '@/lib/games/crash/crash-point';
import { walkChain } from '@/server/services/crash/chain';
import { config as middlewareConfig } from '@/middleware';

/**
 * `public/fair/crash-verifier.html`, the verifier a player saves and opens offline: its inline
 * script must compute what the engine computes, and its own policy must let that script run and
 * nothing reach the network.
 */
const HTML = readFileSync(path.join(process.cwd(), 'public/fair/crash-verifier.html'), 'utf8');
const SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(HTML)![1]!;
const STYLE = /<style>([\s\S]*?)<\/style>/.exec(HTML)![1]!;

type PageFair = {
  previousGameHash(hash: string): Promise<string>;
  crashPoint(hash: string, salt: string): Promise<number>;
  crashPointOfR(r: bigint): number;
  rounds(hash: string, salt: string, count: number): Promise<{ hash: string; point: number }[]>;
  walk(
    hash: string,
    terminating: string,
    length: number,
    onProgress?: (walked: number) => boolean | void,
  ): Promise<number | null | undefined>;
};

/** The page's functions, run as the browser would run the script, on node's Web Crypto. */
function pageFair(): PageFair {
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  }
  return new Function(`${SCRIPT}\nreturn crashFair;`)() as PageFair;
}

const SALT = 'arcada-development-salt';
const LENGTH = 2_500;
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const BUSTABIT_GAME_12424169 = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
const BUSTABIT_BUSTS = [146, 556, 471, 4146, 188, 920, 116, 155, 1410, 109];

let chain: Awaited<ReturnType<typeof walkChain>>;
beforeAll(async () => {
  chain = await walkChain('crash-verifier-page-test-secret-32+chars', LENGTH);
});

describe('the offline crash verifier: its maths', () => {
  it('gives the crash points and hashes the engine gives, game after game', async () => {
    const fair = pageFair();
    const game = 2_000;
    const rounds = await fair.rounds(chain.hashOf(game), SALT, 200);
    expect(rounds).toEqual(
      Array.from({ length: 200 }, (_, back) => {
        const hash = chain.hashOf(game - back);
        return { hash, point: crashPoint(hash, SALT) };
      }),
    );
    for (const salt of ['x'.repeat(128), 'соль-тұз', BUSTABIT_SALT]) {
      expect(await fair.crashPoint(chain.hashOf(7), salt)).toBe(crashPoint(chain.hashOf(7), salt));
    }
  });

  it('gives the busts bustabit published for ten of its games', async () => {
    const rounds = await pageFair().rounds(BUSTABIT_GAME_12424169, BUSTABIT_SALT, 10);
    expect(rounds.map(({ point }) => point)).toEqual(BUSTABIT_BUSTS);
  });

  it('rounds on the formula\u2019s edges as the engine does', () => {
    const fair = pageFair();
    const range = 2n ** 52n;
    // r where floor(99 · 2^52 / (2^52 − r)) steps from m − 1 to m, and either side of it.
    const edges = [101n, 200n, 1000n, 100_000n].flatMap((m) => {
      const r = range - (99n * range) / m;
      return [r - 1n, r, r + 1n];
    });
    for (const r of [0n, 1n, range - 1n, range / 2n, ...edges]) {
      expect(fair.crashPointOfR(r)).toBe(crashPointOfBits(r, 52));
    }
  });

  it('walks to the terminating hash and numbers the game as the chain does', async () => {
    const fair = pageFair();
    for (const game of [1, 2, 777]) {
      const steps = await fair.walk(chain.hashOf(game), chain.terminatingHash, LENGTH);
      expect(steps).toBe(game);
      expect(steps).toBe(gameNumberInChain(chain.hashOf(game), chain.terminatingHash, LENGTH));
    }
    expect(await fair.walk(chain.hashOf(777), chain.terminatingHash, 776)).toBeNull();
    expect(await fair.previousGameHash(chain.hashOf(1))).toBe(chain.terminatingHash);
    // A progress callback answering false stops the walk (a newer check started).
    expect(await fair.walk(chain.hashOf(2_400), chain.terminatingHash, LENGTH, () => false)).toBe(
      undefined,
    );
  });
});

describe('the offline crash verifier: offline and under its own policy', () => {
  const sha256 = (text: string) =>
    `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(HTML)?.[1];
  const directives = new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources.join(' ')] as const;
    }),
  );

  it('carries a policy that allows its own script and style by hash, and no connection', () => {
    // The policy travels with a saved copy; it comes before everything it governs. After an edit
    // of the page's script or style, put the hashes this test expects into its <meta> tag.
    expect(HTML.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      HTML.indexOf('<style>'),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe(sha256(SCRIPT));
    expect(directives.get('style-src')).toBe(sha256(STYLE));
    expect(directives.get('img-src')).toBe('data:');
    for (const name of ['connect-src', 'font-src', 'frame-src', 'worker-src', 'manifest-src']) {
      expect(directives.has(name)).toBe(false);
    }
    expect(policy).not.toMatch(/unsafe-|https?:|\*/);
  });

  it('references nothing outside itself', () => {
    expect(HTML.match(/<script/g)).toHaveLength(1);
    expect(HTML.match(/<style/g)).toHaveLength(1);
    // Attributes that load or link something: only data: URLs.
    for (const [, value] of HTML.matchAll(/\s(?:src|href|action|srcset)="([^"]*)"/g)) {
      expect(value).toMatch(/^data:/);
    }
    expect(SCRIPT).not.toMatch(
      /fetch\(|XMLHttpRequest|WebSocket|EventSource|sendBeacon|import\(|new Worker|\.src\s*=|innerHTML/,
    );
    expect(HTML).not.toMatch(/\sstyle="/);
  });

  it('is the file /fair links to', () => {
    const file = readFileSync(
      path.join(process.cwd(), 'public', OFFLINE_CRASH_VERIFIER_PATH),
      'utf8',
    );
    expect(file).toBe(HTML);
  });

  it('is a file the page middleware, and its policy, never answers', () => {
    const pages = middlewareConfig.matcher.find((entry) => typeof entry === 'string')!;
    const matches = (pathname: string) => new RegExp(`^${pages}$`).test(pathname);
    expect(matches('/fair')).toBe(true);
    expect(matches('/fair/crash-verifier.html')).toBe(false);
  });
});

describe('the offline crash verifier: the page', () => {
  /** The page in jsdom, with node's Web Crypto, opened from a file at `search`. */
  function open(search: string) {
    const dom = new JSDOM(HTML, {
      url: `file:///home/player/crash-verifier.html${search}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        // What jsdom lacks and every browser has.
        Object.defineProperty(window, 'crypto', { value: webcrypto });
        Object.defineProperty(window, 'TextEncoder', { value: TextEncoder });
      },
    });
    const { document } = dom.window;
    return { dom, document, text: (id: string) => document.getElementById(id)!.textContent };
  }

  async function until(check: () => boolean) {
    for (let tries = 0; tries < 200 && !check(); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(check()).toBe(true);
  }

  it('checks a round filled in from the address, in Kazakh, and numbers the games', async () => {
    const game = 12;
    const query = new URLSearchParams({
      hash: chain.hashOf(game),
      salt: SALT,
      terminating: chain.terminatingHash,
      count: '20',
      length: String(LENGTH),
      lang: 'kz',
    });
    const { dom, document, text } = open(`?${query}`);
    await until(() => document.getElementById('status')!.dataset.state === 'reached');
    expect(document.documentElement.lang).toBe('kk');
    expect(text('status')).toBe(
      `Соңғы хеш ${game} рет хештегеннен кейін шықты: бұл тізбектің №${game} ойыны.`,
    );
    const rows = [...document.querySelectorAll('#rows tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    // Twenty asked, twelve exist: game 12 down to game 1.
    expect(rows).toEqual(
      Array.from({ length: game }, (_, back) => [
        String(game - back),
        `${(crashPoint(chain.hashOf(game - back), SALT) / 100).toFixed(2)}×`,
        chain.hashOf(game - back),
      ]),
    );
    (document.querySelector('[data-lang="en"]') as HTMLButtonElement).click();
    expect(text('status')).toBe(
      `Reached the terminating hash after ${game} hashes: this is game ${game} of the chain.`,
    );
    expect(document.querySelector('[data-lang="en"]')!.getAttribute('aria-pressed')).toBe('true');
    dom.window.close();
  });

  it('points at a bad field and says why', async () => {
    const { dom, document, text } = open('?lang=ru');
    (document.getElementById('hash') as HTMLInputElement).value = 'abc';
    document
      .querySelector('button[type="submit"]')!
      .dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(text('error')).toBe('Хеш игры — это 64 шестнадцатеричных символа.');
    expect(document.getElementById('hash')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement!.id).toBe('hash');
    expect(document.getElementById('result')!.hidden).toBe(true);

    (document.getElementById('hash') as HTMLInputElement).value = chain.hashOf(3).toUpperCase();
    (document.getElementById('salt') as HTMLInputElement).value = SALT;
    document
      .querySelector('button[type="submit"]')!
      .dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(text('error')).toBe('');
    await until(() => document.querySelectorAll('#rows tr').length === 10);
    expect(text('status')).toBe('Завершающий хеш не указан: игры отсчитываются от этой (n).');
    expect(document.querySelector('#rows tr td.game')!.textContent).toBe('n');
    dom.window.close();
  });
});
