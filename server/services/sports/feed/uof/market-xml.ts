import type { MarketRef } from '@/lib/sports/feed-messages';
import { AttributeReader, UofParseError, attributes, children, type XmlNode } from './uof-xml';

/**
 * A market's identity on the wire: `id` (our typeId) and `specifiers`, UOF's `k=v` pairs
 * joined by `|` (`total=2.5|hcp=-1`), in the order written. `extended_specifiers` are not part
 * of the identity and our model keeps none.
 */

export function specifiersText(specifiers: Record<string, string>): string | undefined {
  const pairs = Object.entries(specifiers).map(([key, value]) => `${key}=${value}`);
  return pairs.length > 0 ? pairs.join('|') : undefined;
}

export function parseSpecifiers(text: string | undefined): Record<string, string> {
  const specifiers: Record<string, string> = {};
  if (!text) return specifiers;
  for (const pair of text.split('|')) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UofParseError('invalid_value', `specifier "${pair}" is not key=value`);
    const key = pair.slice(0, at);
    if (key in specifiers) throw new UofParseError('invalid_value', `specifier ${key} twice`);
    specifiers[key] = pair.slice(at + 1);
  }
  return specifiers;
}

/** `id` and `specifiers` attributes, in Betradar's order. */
export function marketRefAttributes(market: MarketRef) {
  return attributes({ id: market.typeId, specifiers: specifiersText(market.specifiers) });
}

export function readMarketRef(attrs: AttributeReader): MarketRef {
  return { typeId: attrs.int('id'), specifiers: parseSpecifiers(attrs.optText('specifiers')) };
}

/**
 * A market of a bet_cancel or a rollback. UOF may name single outcomes inside it (only those
 * are cancelled or rolled back); our model acts on whole markets, and widening the act to
 * the whole market would void or reopen bets it should not touch, so such a market is refused.
 */
export function readWholeMarket(node: XmlNode, message: string): AttributeReader {
  if (children(node, 'outcome').length > 0) {
    throw new UofParseError('unsupported', `${message}: outcome-level markets are not supported`);
  }
  return new AttributeReader(node, 'market');
}
