/**
 * IP addresses and ranges without Node's `net` module: the middleware (edge runtime) and the API
 * share these. An address is kept as its bytes (4 or 16) and written in one canonical form, so
 * `::FFFF:10.0.0.1`, `10.0.0.1:5123` and `[::1]:443` each name one rate-limit key.
 */

export type IpAddress = { bytes: Uint8Array };
export type IpRange = { bytes: Uint8Array; prefix: number };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function parseIpv4(text: string): Uint8Array | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map((part) => (/^0\d/.test(part) ? NaN : Number(part)));
  return parts.every((part) => part <= 255) ? Uint8Array.from(parts) : null;
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const pieces = text.split(':');
  for (const [index, piece] of pieces.entries()) {
    if (index === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIpv4(piece);
      if (!v4) return null;
      groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    } else if (HEX_GROUP.test(piece)) {
      groups.push(parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return groups;
}

function parseIpv6(text: string): Uint8Array | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0]!);
  const tail = halves.length === 2 ? parseGroups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/** `::ffff:a.b.c.d` is the IPv4 address a.b.c.d (a dual-stack socket reports IPv4 peers so). */
function unmap(bytes: Uint8Array): Uint8Array {
  const mapped =
    bytes.length === 16 &&
    bytes.subarray(0, 10).every((byte) => byte === 0) &&
    bytes[10] === 0xff &&
    bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

/** A bare address (no port, no brackets) in any usual notation; null when it is not one. */
export function parseIp(text: string): IpAddress | null {
  const bare = text.includes(':') ? text.replace(/%[\w.-]+$/, '') : text; // zone: fe80::1%eth0
  const bytes = bare.includes(':') ? parseIpv6(bare) : parseIpv4(bare);
  return bytes ? { bytes: unmap(bytes) } : null;
}

/**
 * One hop of X-Forwarded-For (or a socket's address) as an address: ports and brackets go
 * (`1.2.3.4:80`, `[::1]:443`, `[::1]`); anything else that is not an address is null.
 */
export function parseHop(hop: string): IpAddress | null {
  const text = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return parseIp(bracketed[1]!);
  const withPort = /^([\d.]+):\d{1,5}$/.exec(text);
  return parseIp(withPort ? withPort[1]! : text);
}

/** The canonical text: dotted IPv4, RFC 5952 IPv6 (lower case, longest zero run as `::`). */
export function formatIp({ bytes }: IpAddress): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups = Array.from(
    { length: 8 },
    (_, index) => (bytes[index * 2]! << 8) | bytes[index * 2 + 1]!,
  );
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

/** A hop in canonical text, or null when it is not an address. */
export function normaliseHop(hop: string): string | null {
  const address = parseHop(hop);
  return address ? formatIp(address) : null;
}

/** Shorthands of TRUSTED_PROXIES. */
export const RANGE_ALIASES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `10.0.0.0/8`, `2001:db8::/32` or one address (a range of one); null when malformed. */
export function parseRange(text: string): IpRange | null {
  const [address, prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0 || address === undefined) return null;
  const parsed = parseIp(address);
  if (!parsed) return null;
  const bits = parsed.bytes.length * 8;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText);
    // `::ffff:10.0.0.0/104` was unmapped to 10.0.0.0: its prefix loses the 96 mapped bits.
    if (parsed.bytes.length === 4 && address.includes(':')) prefix -= 96;
    if (prefix < 0 || prefix > bits) return null;
  }
  return { bytes: parsed.bytes, prefix };
}

export function inRange({ bytes }: IpAddress, range: IpRange): boolean {
  if (bytes.length !== range.bytes.length) return false;
  const whole = range.prefix >> 3;
  for (let index = 0; index < whole; index++) {
    if (bytes[index] !== range.bytes[index]) return false;
  }
  const rest = range.prefix & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return (bytes[whole]! & mask) === (range.bytes[whole]! & mask);
}
