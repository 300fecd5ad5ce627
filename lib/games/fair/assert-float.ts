// Apart from floats.ts, which derives floats by HMAC-SHA256: the rules that only check a float
// (and the game boards that use them) then do not bring the hash code into a page.

/** Refuses anything but a float in [0, 1): outcome functions take only derived floats. */
export function assertFloat(float: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError(`not a float in [0, 1): ${float}`);
  return float;
}
