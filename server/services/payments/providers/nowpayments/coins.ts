/**
 * The catalogue's crypto methods as NOWPayments names their coins (`GET /v1/currencies`): USDT
 * on TRON is `usdttrc20`, Bitcoin `btc`. A payout amount has at most 6 decimals (their limit);
 * a pay amount keeps the network's precision.
 */
export const NOWPAYMENTS_COINS = {
  'usdt-trc20': { ticker: 'usdttrc20', symbol: 'USDT', precision: 6 },
  btc: { ticker: 'btc', symbol: 'BTC', precision: 8 },
} as const;

export type NowPaymentsCoin = (typeof NOWPAYMENTS_COINS)[keyof typeof NOWPAYMENTS_COINS];

/** The coin of a catalogue method's code, or undefined for one NOWPayments does not serve here. */
export function coinOf(methodCode: string): NowPaymentsCoin | undefined {
  return (NOWPAYMENTS_COINS as Record<string, NowPaymentsCoin>)[methodCode];
}

/** The coin of a NOWPayments ticker (any case), as the stand-in reads requests. */
export function coinOfTicker(ticker: string): NowPaymentsCoin | undefined {
  const lower = ticker.toLowerCase();
  return Object.values(NOWPAYMENTS_COINS).find((coin) => coin.ticker === lower);
}

/** NOWPayments' largest number of decimals in a payout's amount. */
export const PAYOUT_DECIMALS = 6;
