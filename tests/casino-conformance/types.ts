import type { Currency } from '@/lib/constants/currencies';

/**
 * The conformance suite's neutral words (issue 17, research B4.4): one scenario list runs
 * against either protocol through a driver that signs and shapes its requests and reads its
 * answers back, and against either transport (`app.request` in jest, `fetch` in the CLI).
 */

/** One HTTP exchange: the path is relative to the API root (`/api` locally). */
export type Transport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; text: string }>;

export type Player = { userId: number; playerId: string; currency: Currency; token: string };

/** A free-round grant: our id, and the reference its free bets name. */
export type FreeRounds = { id: number; ref: string };

/** A grant as the cancel answers it (`GET /profile/freeSpins`' words), money in minor units. */
export type FreeRoundsState = { status: string; roundsLeft: number; totalWin: number };

/**
 * What a call answered: whether the wallet accepted it, the protocol's status as the driver
 * names it (`RS_OK`, `INTERNAL_ERROR:session_expired`…), the real balance in minor units when
 * the answer carries one, and the answer as sent.
 */
export type Outcome = { ok: boolean; status: string; balance: number | null; raw: unknown };

/** The refusals a scenario expects, in the wallet's words plus the transport's two. */
export type Refusal =
  | 'invalid_session'
  | 'session_expired'
  | 'player_blocked'
  | 'wrong_currency'
  | 'insufficient_funds'
  | 'duplicate'
  | 'transaction_not_found'
  | 'rolled_back'
  | 'already_settled'
  | 'invalid_amount'
  | 'invalid_game'
  | 'free_rounds_unavailable'
  | 'invalid_signature'
  | 'invalid_syntax';

/** Amounts in the currency's major units as decimal text (`'10.00'`, `'0.005'`, `'-1'`). */
export type Amount = string;

type Signed = { tamper?: boolean };

export interface Driver {
  protocol: 'hub88' | 'gis';
  /** The status a refusal must be answered with in this protocol. */
  statusFor(refusal: Refusal): string;
  /** A rollback of a bet a win already settled: Hub88 refuses it, GIS reverses both. */
  settledRollback: 'refused' | 'reversed';
  balance(player: Player, options?: Signed & { token?: string }): Promise<Outcome>;
  bet(
    player: Player,
    call: Signed & {
      txId: string;
      roundId: string;
      amount: Amount;
      currency?: Currency;
      token?: string;
      game?: string;
      isFree?: boolean;
      freeRoundsId?: string;
      roundClosed?: boolean;
    },
  ): Promise<Outcome>;
  win(
    player: Player,
    call: Signed & {
      txId: string;
      roundId: string;
      betTxId: string;
      amount: Amount;
      currency?: Currency;
      isFree?: boolean;
      freeRoundsId?: string;
      roundClosed?: boolean;
    },
  ): Promise<Outcome>;
  /** Cancels one bet (Hub88 `/transaction/rollback`, GIS `refund`). */
  cancelBet(
    player: Player,
    call: Signed & { txId: string; betTxId: string; roundId: string; amount: Amount },
  ): Promise<Outcome>;
  /** Cancels a settled round: its bet and its win (Hub88 a rollback of the bet, GIS `rollback`). */
  cancelRound(
    player: Player,
    call: {
      txId: string;
      roundId: string;
      bet: { txId: string; amount: Amount };
      win: { txId: string; amount: Amount };
    },
  ): Promise<Outcome>;
  /** A body that is not the protocol's: broken JSON/form, or a bet without its amount. */
  broken(player: Player, kind: 'unparseable' | 'missing_field'): Promise<Outcome>;
}

/** What a scenario may do to the world besides calling the wallet. */
export interface Harness {
  driver: Driver;
  /** A player with `funds` minor units of real money and a current session. */
  newPlayer(funds: number, currency?: Currency): Promise<Player>;
  /** A new session: the player's token is replaced, the old one superseded. */
  newSession(player: Player): Promise<void>;
  block(player: Player): Promise<void>;
  /**
   * Free rounds on the suite's game for the player, a real grant (told to the sandbox provider at
   * the sandbox connection); `expired` makes one whose dates are already past.
   */
  grantFreeRounds(
    player: Player,
    options: { rounds: number; betValue?: number; expired?: boolean },
  ): Promise<FreeRounds>;
  /** Cancels a grant as its player would: unplayed rounds go, credited wins stay. */
  cancelFreeRounds(grant: FreeRounds): Promise<FreeRoundsState>;
  /** The database, when the suite runs in process; the CLI has none and skips those checks. */
  inspect?: Inspector;
}

export interface Inspector {
  /** How many ledger transfers there are under a key (at most one). */
  transfersUnder(key: string): Promise<number>;
  /** The ledger key prefix of this connection's money: `casino-bet:<aggregator>:` etc. */
  aggregator: string;
  roundStatus(player: Player, roundId: string): Promise<string | null>;
  bonusBalance(player: Player): Promise<number>;
  houseBalance(currency: Currency): Promise<number>;
  /** The ledger's sums per currency are zero and every hold has its other side. */
  ledgerBalanced(): Promise<boolean>;
}

export type Scenario = {
  name: string;
  run: (harness: Harness) => Promise<void>;
};
