import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { SHARED_PAGE_CACHE } from '@/lib/security/headers';

/**
 * Prerendered pages under a nonce-based Content-Security-Policy.
 *
 * The middleware gives every page answer a policy with a fresh nonce; Next writes that nonce
 * into the scripts of a page it renders for the request, but a page prerendered at build time was
 * written before any request and its scripts carry none, so the browser would refuse them. Here,
 * on the way out, the answer's own nonce is put on every script tag of a prerendered page,
 * replacing any it has: a page Next regenerates in the background (its data revalidates) is
 * rendered during some visitor's request and keeps that answer's nonce. Only HTML that Next
 * marks as prerendered is touched: it comes from the build, so every script in it is the site's
 * own, and a page rendered per request (which may hold what a visitor wrote) passes as Next
 * made it.
 *
 * Stamped answers lose their ETag: a 304 would pair the browser's copy (stamped with an old
 * nonce) with a new policy, and the page's scripts would be refused. One that sets no cookie
 * gets `SHARED_PAGE_CACHE` instead of Next's year of stale-while-revalidate (one that sets a
 * cookie is private already, lib/edge/page-security.ts).
 */

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;
/** A script or link tag (the links that preload a script are stamped too). */
const SCRIPT_TAG = /<(script|link)(?=[\s>/])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** The nonce of a policy, when it has one. */
export function policyNonce(policy: string | undefined): string | undefined {
  return policy ? NONCE_SOURCE.exec(policy)?.[1] : undefined;
}

const NONCE_ATTRIBUTE = /\snonce\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

function stampTag(tag: string, name: string, attributes: string, nonce: string) {
  if (name.toLowerCase() === 'link' && !isScriptPreload(attributes)) return tag;
  return `<${name} nonce="${nonce}"${attributes.replace(NONCE_ATTRIBUTE, '')}>`;
}

/** `<link rel="preload" as="script">` and `<link rel="modulepreload">` fetch under script-src. */
function isScriptPreload(attributes: string) {
  const rel = /\srel\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  if (rel === 'modulepreload') return true;
  const as = /\sas\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return rel === 'preload' && as === 'script';
}

/**
 * A stamper for one answer: feed it the body in chunks, in order, then `end()`. A tag cut by a
 * chunk boundary waits for the rest. Bytes are handled as latin1, which maps each byte to one
 * character and back, so multi-byte UTF-8 text split across chunks comes out unchanged.
 */
export function createNonceStamper(nonce: string) {
  let pending = '';
  const stamp = (text: string) =>
    text.replace(SCRIPT_TAG, (tag, name: string, attributes: string) =>
      stampTag(tag, name, attributes, nonce),
    );
  return {
    write(chunk: Buffer): Buffer {
      const text = pending + chunk.toString('latin1');
      // Hold back from the last '<' that has no '>' after it: a tag may continue in the next chunk.
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      pending = text.slice(cut);
      return Buffer.from(stamp(text.slice(0, cut)), 'latin1');
    },
    end(): Buffer {
      const rest = pending;
      pending = '';
      return Buffer.from(stamp(rest), 'latin1');
    },
  };
}

const header = (response: ServerResponse, name: string) => {
  const value = response.getHeader(name);
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

/** The nonce to stamp this answer with, or undefined to pass it as it is. */
function nonceToStamp(request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'HEAD') return undefined;
  if (!header(response, 'content-type')?.startsWith('text/html')) return undefined;
  // Next names it once per layer that served the page ("1, 1").
  const prerendered = header(response, 'x-nextjs-prerender')?.split(',');
  if (!prerendered?.some((value) => value.trim() === '1')) return undefined;
  return policyNonce(header(response, 'content-security-policy'));
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding) {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk);
}

/** Splits write/end's optional encoding and callback arguments. */
function splitArguments(rest: unknown[]) {
  const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
  const callback = rest.find((value): value is Callback => typeof value === 'function');
  return { encoding, callback };
}

/** writeHead's headers, as an object or a flat `[name, value, name, value…]` list. */
function headerPairs(headers: unknown): [string, string | string[]][] {
  if (!headers) return [];
  if (Array.isArray(headers)) {
    const pairs: [string, string | string[]][] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) {
      pairs.push([String(headers[i]), headers[i + 1] as string | string[]]);
    }
    return pairs;
  }
  return Object.entries(headers as Record<string, string | string[] | undefined>).filter(
    (pair): pair is [string, string | string[]] => pair[1] !== undefined,
  );
}

/** `handle` (Next's request handler) with prerendered pages stamped on the way out. */
export function withNonceStamp(handle: RequestListener): RequestListener {
  return (request, response) => {
    let stamper: ReturnType<typeof createNonceStamper> | null | undefined;
    // Decided once, when the first byte (or the head) goes out: the headers are final then.
    const decide = () => {
      if (stamper !== undefined) return stamper;
      const nonce = response.headersSent ? undefined : nonceToStamp(request, response);
      stamper = nonce ? createNonceStamper(nonce) : null;
      if (stamper) {
        response.removeHeader('content-length');
        response.removeHeader('etag');
        if (!response.hasHeader('set-cookie'))
          response.setHeader('cache-control', SHARED_PAGE_CACHE);
      }
      return stamper;
    };

    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      // Headers passed here are merged in first, so the decision sees them.
      const headers = rest.find((value) => typeof value === 'object' && value !== null);
      for (const [name, value] of headerPairs(headers)) response.setHeader(name, value);
      const reason = typeof rest[0] === 'string' ? [rest[0]] : [];
      decide();
      return writeHead(status, ...reason);
    }) as typeof response.writeHead;

    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    response.write = ((chunk: Chunk, ...rest: unknown[]) => {
      const active = decide();
      if (!active) return write(chunk, ...rest);
      const { encoding, callback } = splitArguments(rest);
      return write(active.write(toBuffer(chunk, encoding)), callback);
    }) as typeof response.write;

    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.end = ((...args: unknown[]) => {
      const active = decide();
      if (!active) return end(...args);
      const [first, ...rest] = args;
      const hasChunk = typeof first === 'string' || first instanceof Uint8Array;
      const { encoding, callback } = splitArguments(hasChunk ? rest : args);
      const body = hasChunk ? active.write(toBuffer(first, encoding)) : Buffer.alloc(0);
      return end(Buffer.concat([body, active.end()]), callback);
    }) as typeof response.end;

    return handle(request, response);
  };
}
