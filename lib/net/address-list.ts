import { inRange, parseIp, parseRange } from './ip';

/**
 * Whether an address is in a list of addresses and CIDR blocks (`10.0.0.0/8`, `2001:db8::/32`,
 * `203.0.113.7`): a staff account's allow-list. An entry that does not parse matches nothing.
 */
export function addressInList(address: string, list: readonly string[]): boolean {
  const ip = parseIp(address);
  if (!ip) return false;
  return list.some((entry) => {
    const range = parseRange(entry);
    return range !== null && inRange(ip, range);
  });
}

/** Whether an entry of such a list parses (an address or a CIDR block); the others match nothing. */
export function isAddressEntry(entry: string): boolean {
  return parseRange(entry) !== null;
}
