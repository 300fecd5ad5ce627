import type { SlotConfig, SlotSymbolKind } from './types';

/** What a line pays: the symbol it pays as, how many from the left, credits; null for nothing. */
export type LinePay = { symbol: string; count: number; credits: number };

/** The config's wild and scatter ids and each symbol's kind, looked up once per config. */
export type SymbolRoles = {
  wild: string;
  scatter: string;
  kinds: ReadonlyMap<string, SlotSymbolKind>;
};

const roles = new WeakMap<SlotConfig, SymbolRoles>();

export function symbolRoles(config: SlotConfig): SymbolRoles {
  let found = roles.get(config);
  if (!found) {
    const of = (kind: SlotSymbolKind) => config.symbols.find((symbol) => symbol.kind === kind)!.id;
    found = {
      wild: of('wild'),
      scatter: of('scatter'),
      kinds: new Map(config.symbols.map((symbol) => [symbol.id, symbol.kind])),
    };
    roles.set(config, found);
  }
  return found;
}

/**
 * The pay of the symbols on one line, read left to right: the wild stands for every symbol but
 * the scatter; a run that starts with wilds pays as wilds or as the first other symbol with the
 * wilds, whichever pays more (the symbol on a tie). A line starting with a scatter pays nothing
 * (scatters pay anywhere instead). The exact-RTP enumeration tabulates this very function.
 */
export function linePay(config: SlotConfig, symbols: readonly string[]): LinePay | null {
  const { wild, scatter } = symbolRoles(config);
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds++;
  const wildPay = wilds >= 3 ? config.paytable[wild]![wilds - 3]! : 0;
  const first = symbols[wilds];
  let symbolPay = 0;
  let count = 0;
  if (first !== undefined && first !== scatter) {
    count = wilds + 1;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count++;
    symbolPay = count >= 3 ? config.paytable[first]![count - 3]! : 0;
  }
  if (symbolPay === 0 && wildPay === 0) return null;
  return symbolPay >= wildPay
    ? { symbol: first!, count, credits: symbolPay }
    : { symbol: wild, count: wilds, credits: wildPay };
}
