import type { Currency } from '@/lib/constants/currencies';
import { divideUp, floorTo, multiply, parseDecimal, type Decimal } from '../amounts';
import { coinOfTicker, type NowPaymentsCoin } from '../coins';

/**
 * The stand-in's market: one fixed price of each coin in each wallet currency (about 1 USD per
 * USDT and 60,000 USD per bitcoin), and NOWPayments' smallest payment and withdrawal per coin.
 * Fixed, so a test can say what a payment costs.
 */
const PRICES: Record<string, Record<Currency, string>> = {
  usdttrc20: { RUB: '90', KZT: '480', USD: '1', EUR: '0.92', INR: '83' },
  btc: { RUB: '5400000', KZT: '28800000', USD: '60000', EUR: '55200', INR: '4980000' },
};

const MIN_AMOUNT: Record<string, string> = { usdttrc20: '1', btc: '0.0001' };

/** A coin's price in a fiat currency (any case), or undefined for a pair the stand-in does not quote. */
export function priceOf(coin: NowPaymentsCoin, fiat: string): Decimal | undefined {
  const price = PRICES[coin.ticker]?.[fiat.toUpperCase() as Currency];
  return price ? parseDecimal(price)! : undefined;
}

/** What to pay in `coin` for `amount` of `fiat`, rounded up to the coin's precision. */
export function payAmountFor(amount: Decimal, fiat: string, coin: NowPaymentsCoin) {
  const price = priceOf(coin, fiat);
  return price ? divideUp(amount, price, coin.precision) : undefined;
}

/** `GET /v1/estimate`: `amount` of `from` in `to`, either a fiat currency or a coin. */
export function estimate(amount: Decimal, from: string, to: string): Decimal | undefined {
  const toCoin = coinOfTicker(to);
  const fromCoin = coinOfTicker(from);
  if (toCoin) {
    const price = priceOf(toCoin, from);
    return price ? floorTo(divideUp(amount, price, 12), 8) : undefined;
  }
  if (fromCoin) {
    const price = priceOf(fromCoin, to);
    return price ? floorTo(multiply(amount, price), 2) : undefined;
  }
  return undefined;
}

/** NOWPayments' smallest amount of a coin it takes or sends. */
export function minAmountOf(coin: NowPaymentsCoin): Decimal {
  return parseDecimal(MIN_AMOUNT[coin.ticker]!)!;
}
