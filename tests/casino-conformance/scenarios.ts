import { randomBytes } from 'node:crypto';
import { accepted, equal, refused } from './check';
import type { FreeRounds, Harness, Player, Scenario } from './types';

/**
 * The conformance scenarios (issue 17's list, research B4.4), the same for both protocols and
 * both transports. Amounts in calls are major units as text; balances are minor units. Free
 * bets play real grants made through the development routes (`Harness.grantFreeRounds`).
 */

export const id = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

const FUNDS = 100_000; // 1,000.00

async function balanceOf(h: Harness, player: Player) {
  return accepted(await h.driver.balance(player), 'balance');
}

/** A bet of `amount` in a new round, accepted; answers its ids. */
async function placeBet(h: Harness, player: Player, amount = '10.00', roundId = id('round')) {
  const txId = id('bet');
  accepted(await h.driver.bet(player, { txId, roundId, amount }), 'the bet');
  return { txId, roundId, amount };
}

/** A free bet of the grant's in a new round (its amount is what the provider says; it costs nothing). */
const freeBet = (grant: FreeRounds) => ({
  txId: id('bet'),
  roundId: id('round'),
  amount: '1.00',
  isFree: true,
  freeRoundsId: grant.ref,
});

/** The free win of a free bet's round. */
const freeWin = (grant: FreeRounds, bet: { txId: string; roundId: string }) => ({
  txId: id('win'),
  roundId: bet.roundId,
  betTxId: bet.txId,
  isFree: true,
  freeRoundsId: grant.ref,
});

async function oneLedgerEffect(h: Harness, key: string) {
  if (h.inspect) equal(await h.inspect.transfersUnder(key), 1, `transfers under ${key}`);
}

const key = (h: Harness, kind: 'bet' | 'win' | 'rb', txId: string) =>
  `casino-${kind}:${h.inspect?.aggregator}:${txId}`;

export const SCENARIOS: readonly Scenario[] = [
  // ——— balance ———
  {
    name: 'balance with a valid token',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'balance with an invalid token',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      refused(
        h.driver,
        await h.driver.balance(player, { token: id('nope') }),
        'invalid_session',
        'balance',
      );
    },
  },
  {
    name: 'balance with an expired (superseded) token',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const old = player.token;
      await h.newSession(player);
      refused(
        h.driver,
        await h.driver.balance(player, { token: old }),
        'session_expired',
        'balance',
      );
      equal(await balanceOf(h, player), FUNDS, 'balance with the new token');
    },
  },
  {
    name: 'a bad signature is refused and changes nothing',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      refused(
        h.driver,
        await h.driver.balance(player, { tamper: true }),
        'invalid_signature',
        'balance',
      );
      const bet = { txId: id('bet'), roundId: id('round'), amount: '10.00' };
      refused(
        h.driver,
        await h.driver.bet(player, { ...bet, tamper: true }),
        'invalid_signature',
        'bet',
      );
      equal(await balanceOf(h, player), FUNDS, 'balance');
      // The id was not taken: the same bet, signed, goes through.
      equal(accepted(await h.driver.bet(player, bet), 'signed bet'), FUNDS - 1_000, 'balance');
    },
  },
  {
    name: 'a broken body is the protocol\u2019s syntax error, never a server error',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      refused(
        h.driver,
        await h.driver.broken(player, 'unparseable'),
        'invalid_syntax',
        'unparseable',
      );
      refused(
        h.driver,
        await h.driver.broken(player, 'missing_field'),
        'invalid_syntax',
        'missing field',
      );
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  // ——— bet ———
  {
    name: 'bet ok',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = { txId: id('bet'), roundId: id('round'), amount: '12.34' };
      equal(accepted(await h.driver.bet(player, bet), 'bet'), FUNDS - 1_234, 'balance after');
      equal(await balanceOf(h, player), FUNDS - 1_234, 'balance');
      await oneLedgerEffect(h, key(h, 'bet', bet.txId));
    },
  },
  {
    name: 'bet of one minor unit',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const outcome = await h.driver.bet(player, {
        txId: id('bet'),
        roundId: id('round'),
        amount: '0.01',
      });
      equal(accepted(outcome, 'bet'), FUNDS - 1, 'balance');
    },
  },
  {
    name: 'a sub-minor bet is refused, never rounded',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      for (const amount of ['0.005', '10.001']) {
        const outcome = await h.driver.bet(player, {
          txId: id('bet'),
          roundId: id('round'),
          amount,
        });
        refused(h.driver, outcome, 'invalid_amount', `bet of ${amount}`);
      }
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a negative or zero bet is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      for (const amount of ['-1.00', '0']) {
        const outcome = await h.driver.bet(player, {
          txId: id('bet'),
          roundId: id('round'),
          amount,
        });
        refused(h.driver, outcome, 'invalid_amount', `bet of ${amount}`);
      }
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a bet over the balance is refused with the balance',
    async run(h) {
      const player = await h.newPlayer(5_000);
      const outcome = await h.driver.bet(player, {
        txId: id('bet'),
        roundId: id('round'),
        amount: '50.01',
      });
      refused(h.driver, outcome, 'insufficient_funds', 'bet');
      if (outcome.balance !== null) equal(outcome.balance, 5_000, 'balance in the refusal');
      equal(await balanceOf(h, player), 5_000, 'balance');
      const all = await h.driver.bet(player, {
        txId: id('bet'),
        roundId: id('round'),
        amount: '50.00',
      });
      equal(accepted(all, 'the whole balance'), 0, 'balance');
    },
  },
  {
    name: 'a bet in another currency is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const outcome = await h.driver.bet(player, {
        txId: id('bet'),
        roundId: id('round'),
        amount: '1.00',
        currency: 'USD',
      });
      refused(h.driver, outcome, 'wrong_currency', 'bet');
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a bet on an unknown game is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const outcome = await h.driver.bet(player, {
        txId: id('bet'),
        roundId: id('round'),
        amount: '1.00',
        game: id('unknown-game'),
      });
      refused(h.driver, outcome, 'invalid_game', 'bet');
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a duplicate bet with the same content answers the first answer, charged once',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = { txId: id('bet'), roundId: id('round'), amount: '10.00' };
      const first = await h.driver.bet(player, bet);
      accepted(first, 'first');
      await placeBet(h, player, '5.00'); // the balance moves on
      const again = await h.driver.bet(player, bet);
      equal(again.raw, first.raw, 'the replay\u2019s answer');
      equal(await balanceOf(h, player), FUNDS - 1_500, 'balance');
      await oneLedgerEffect(h, key(h, 'bet', bet.txId));
    },
  },
  {
    name: 'a duplicate bet id with other content is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const other = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player, '10.00');
      refused(
        h.driver,
        await h.driver.bet(player, { ...bet, amount: '11.00' }),
        'duplicate',
        'other amount',
      );
      refused(h.driver, await h.driver.bet(other, bet), 'duplicate', 'other player');
      equal(await balanceOf(h, player), FUNDS - 1_000, 'balance');
      equal(await balanceOf(h, other), FUNDS, 'other balance');
    },
  },
  {
    name: 'a bet with a superseded token is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const old = player.token;
      await h.newSession(player);
      const outcome = await h.driver.bet(player, {
        txId: id('bet'),
        roundId: id('round'),
        amount: '1.00',
        token: old,
      });
      refused(h.driver, outcome, 'session_expired', 'bet');
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a blocked player cannot bet',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      await h.block(player);
      const outcome = await h.driver.bet(player, {
        txId: id('bet'),
        roundId: id('round'),
        amount: '1.00',
      });
      refused(h.driver, outcome, 'player_blocked', 'bet');
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  // ——— win ———
  {
    name: 'win ok',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      const win = { txId: id('win'), roundId: bet.roundId, betTxId: bet.txId, amount: '25.50' };
      equal(accepted(await h.driver.win(player, win), 'win'), FUNDS - 1_000 + 2_550, 'balance');
      await oneLedgerEffect(h, key(h, 'win', win.txId));
    },
  },
  {
    name: 'a zero win closes the round',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      if (h.inspect) equal(await h.inspect.roundStatus(player, bet.roundId), 'open', 'round');
      const win = { txId: id('win'), roundId: bet.roundId, betTxId: bet.txId, amount: '0' };
      equal(accepted(await h.driver.win(player, win), 'zero win'), FUNDS - 1_000, 'balance');
      if (h.inspect) equal(await h.inspect.roundStatus(player, bet.roundId), 'closed', 'round');
    },
  },
  {
    name: 'a win for an unknown bet is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const win = { txId: id('win'), roundId: id('round'), betTxId: id('bet'), amount: '5.00' };
      refused(h.driver, await h.driver.win(player, win), 'transaction_not_found', 'win');
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a win after its bet was rolled back is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      accepted(
        await h.driver.cancelBet(player, {
          txId: id('rb'),
          betTxId: bet.txId,
          roundId: bet.roundId,
          amount: bet.amount,
        }),
        'rollback',
      );
      const win = { txId: id('win'), roundId: bet.roundId, betTxId: bet.txId, amount: '5.00' };
      refused(h.driver, await h.driver.win(player, win), 'rolled_back', 'win');
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a duplicate win is paid once',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      const win = { txId: id('win'), roundId: bet.roundId, betTxId: bet.txId, amount: '7.00' };
      const first = await h.driver.win(player, win);
      accepted(first, 'win');
      equal((await h.driver.win(player, win)).raw, first.raw, 'the replay\u2019s answer');
      refused(
        h.driver,
        await h.driver.win(player, { ...win, amount: '8.00' }),
        'duplicate',
        'other amount',
      );
      equal(await balanceOf(h, player), FUNDS - 1_000 + 700, 'balance');
      await oneLedgerEffect(h, key(h, 'win', win.txId));
    },
  },
  {
    name: 'a win with an expired (superseded) session is paid',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      const old = player.token;
      await h.newSession(player);
      const outcome = await h.driver.win(
        { ...player, token: old },
        { txId: id('win'), roundId: bet.roundId, betTxId: bet.txId, amount: '3.00' },
      );
      equal(accepted(outcome, 'win'), FUNDS - 1_000 + 300, 'balance');
    },
  },
  {
    name: 'a win for a blocked player is paid',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      await h.block(player);
      const outcome = await h.driver.win(player, {
        txId: id('win'),
        roundId: bet.roundId,
        betTxId: bet.txId,
        amount: '3.00',
      });
      equal(accepted(outcome, 'win'), FUNDS - 1_000 + 300, 'balance');
    },
  },
  // ——— rollback ———
  {
    name: 'rollback of a bet returns its stake',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player, '15.00');
      const rb = { txId: id('rb'), betTxId: bet.txId, roundId: bet.roundId, amount: bet.amount };
      equal(accepted(await h.driver.cancelBet(player, rb), 'rollback'), FUNDS, 'balance');
      await oneLedgerEffect(h, key(h, 'rb', bet.txId));
    },
  },
  {
    name: 'rollback of an unknown bet is OK, and the late bet is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = { txId: id('bet'), roundId: id('round'), amount: '10.00' };
      const rb = { txId: id('rb'), betTxId: bet.txId, roundId: bet.roundId, amount: bet.amount };
      equal(accepted(await h.driver.cancelBet(player, rb), 'rollback'), FUNDS, 'balance');
      refused(h.driver, await h.driver.bet(player, bet), 'rolled_back', 'late bet');
      equal(await balanceOf(h, player), FUNDS, 'balance');
      if (h.inspect)
        equal(await h.inspect.transfersUnder(key(h, 'bet', bet.txId)), 0, 'stake taken');
    },
  },
  {
    name: 'rollback twice returns the stake once',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      const rb = { txId: id('rb'), betTxId: bet.txId, roundId: bet.roundId, amount: bet.amount };
      const first = await h.driver.cancelBet(player, rb);
      equal(accepted(first, 'rollback'), FUNDS, 'balance');
      equal((await h.driver.cancelBet(player, rb)).raw, first.raw, 'the replay\u2019s answer');
      equal(
        accepted(await h.driver.cancelBet(player, { ...rb, txId: id('rb') }), 'second rollback'),
        FUNDS,
        'balance',
      );
      await oneLedgerEffect(h, key(h, 'rb', bet.txId));
    },
  },
  {
    name: 'rollback after a win: Hub88 refuses it, GIS reverses the round',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = await placeBet(h, player);
      const win = { txId: id('win'), roundId: bet.roundId, betTxId: bet.txId, amount: '4.00' };
      accepted(await h.driver.win(player, win), 'win');
      const outcome = await h.driver.cancelRound(player, {
        txId: id('rb'),
        roundId: bet.roundId,
        bet: { txId: bet.txId, amount: bet.amount },
        win: { txId: win.txId, amount: win.amount },
      });
      if (h.driver.settledRollback === 'refused') {
        refused(h.driver, outcome, 'already_settled', 'rollback');
        equal(await balanceOf(h, player), FUNDS - 1_000 + 400, 'balance');
      } else {
        equal(accepted(outcome, 'rollback'), FUNDS, 'balance');
      }
    },
  },
  {
    name: 'rollback of one of several bets leaves the round open for its win',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const first = await placeBet(h, player, '10.00');
      const second = await placeBet(h, player, '3.00', first.roundId);
      const rb = {
        txId: id('rb'),
        betTxId: second.txId,
        roundId: first.roundId,
        amount: second.amount,
      };
      equal(accepted(await h.driver.cancelBet(player, rb), 'rollback'), FUNDS - 1_000, 'balance');
      if (h.inspect) equal(await h.inspect.roundStatus(player, first.roundId), 'open', 'round');
      const win = { txId: id('win'), roundId: first.roundId, betTxId: first.txId, amount: '20.00' };
      equal(accepted(await h.driver.win(player, win), 'win'), FUNDS - 1_000 + 2_000, 'balance');
    },
  },
  // ——— free rounds ———
  {
    name: 'a free bet of a real grant is taken at zero balance, and its win goes to the bonus balance',
    async run(h) {
      const player = await h.newPlayer(0);
      const grant = await h.grantFreeRounds(player, { rounds: 10, betValue: 100 });
      const bet = freeBet(grant);
      equal(accepted(await h.driver.bet(player, bet), 'free bet'), 0, 'balance');
      const win = { ...freeWin(grant, bet), amount: '6.00' };
      equal(accepted(await h.driver.win(player, win), 'free win'), 0, 'real balance');
      if (h.inspect) equal(await h.inspect.bonusBalance(player), 600, 'bonus balance');
    },
  },
  {
    name: 'a free win counts in its grant, and a cancel keeps it',
    async run(h) {
      const player = await h.newPlayer(0);
      const grant = await h.grantFreeRounds(player, { rounds: 5 });
      const bet = freeBet(grant);
      accepted(await h.driver.bet(player, bet), 'free bet');
      accepted(await h.driver.win(player, { ...freeWin(grant, bet), amount: '4.50' }), 'free win');
      equal(
        await h.cancelFreeRounds(grant),
        { status: 'cancelled', roundsLeft: 0, totalWin: 450 },
        'the grant',
      );
      if (h.inspect) equal(await h.inspect.bonusBalance(player), 450, 'bonus balance');
    },
  },
  {
    name: 'free bets past the grant\u2019s rounds are refused',
    async run(h) {
      const player = await h.newPlayer(0);
      const grant = await h.grantFreeRounds(player, { rounds: 2 });
      accepted(await h.driver.bet(player, freeBet(grant)), 'first free bet');
      accepted(await h.driver.bet(player, freeBet(grant)), 'second free bet');
      refused(
        h.driver,
        await h.driver.bet(player, freeBet(grant)),
        'free_rounds_unavailable',
        'third free bet',
      );
      equal(await balanceOf(h, player), 0, 'balance');
    },
  },
  {
    name: 'a free bet after its grant was cancelled is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const grant = await h.grantFreeRounds(player, { rounds: 10 });
      equal((await h.cancelFreeRounds(grant)).status, 'cancelled', 'the grant');
      refused(
        h.driver,
        await h.driver.bet(player, freeBet(grant)),
        'free_rounds_unavailable',
        'free bet',
      );
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  {
    name: 'a free bet of an expired grant is refused',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const grant = await h.grantFreeRounds(player, { rounds: 10, expired: true });
      refused(
        h.driver,
        await h.driver.bet(player, freeBet(grant)),
        'free_rounds_unavailable',
        'free bet',
      );
      equal(await balanceOf(h, player), FUNDS, 'balance');
    },
  },
  // ——— concurrency ———
  {
    name: 'each callback replayed 20 times at once has one effect',
    async run(h) {
      const player = await h.newPlayer(FUNDS);
      const bet = { txId: id('bet'), roundId: id('round'), amount: '10.00' };
      const times = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, make));
      const bets = await times(() => h.driver.bet(player, bet));
      for (const outcome of bets) equal(outcome.raw, bets[0]!.raw, 'every bet\u2019s answer');
      equal(accepted(bets[0]!, 'bet'), FUNDS - 1_000, 'balance');
      const win = { txId: id('win'), roundId: bet.roundId, betTxId: bet.txId, amount: '2.00' };
      const wins = await times(() => h.driver.win(player, win));
      for (const outcome of wins) equal(outcome.raw, wins[0]!.raw, 'every win\u2019s answer');
      equal(accepted(wins[0]!, 'win'), FUNDS - 800, 'balance');
      const other = await placeBet(h, player, '5.00');
      const rb = {
        txId: id('rb'),
        betTxId: other.txId,
        roundId: other.roundId,
        amount: other.amount,
      };
      const rollbacks = await times(() => h.driver.cancelBet(player, rb));
      for (const outcome of rollbacks)
        equal(outcome.raw, rollbacks[0]!.raw, 'every rollback\u2019s answer');
      equal(await balanceOf(h, player), FUNDS - 800, 'balance');
      await oneLedgerEffect(h, key(h, 'bet', bet.txId));
      await oneLedgerEffect(h, key(h, 'win', win.txId));
      await oneLedgerEffect(h, key(h, 'rb', other.txId));
    },
  },
  {
    name: '200 mixed callbacks across 20 players conserve money',
    async run(h) {
      const players = await Promise.all(Array.from({ length: 20 }, () => h.newPlayer(10_000)));
      const houseBefore = h.inspect ? await h.inspect.houseBalance(players[0]!.currency) : 0;
      // Per player, ten calls at once: bets (some too big), their wins, rollbacks racing their
      // bets, and replays. The answers say what happened; the balances must agree with them.
      const expected = await Promise.all(
        players.map(async (player, index) => {
          const a = { txId: id('bet'), roundId: id('round'), amount: '30.00' };
          const b = { txId: id('bet'), roundId: id('round'), amount: '45.00' };
          const c = {
            txId: id('bet'),
            roundId: id('round'),
            amount: index % 2 ? '150.00' : '20.00',
          };
          const d = { txId: id('bet'), roundId: id('round'), amount: '12.00' };
          const winA = { txId: id('win'), roundId: a.roundId, betTxId: a.txId, amount: '61.00' };
          const rbB = { txId: id('rb'), betTxId: b.txId, roundId: b.roundId, amount: b.amount };
          const [betA, betB, betC, betD, betD2, paid, paid2, back, back2] = await Promise.all([
            h.driver.bet(player, a),
            h.driver.bet(player, b),
            h.driver.bet(player, c),
            h.driver.bet(player, d),
            h.driver.bet(player, d),
            h.driver.win(player, winA),
            h.driver.win(player, winA),
            h.driver.cancelBet(player, rbB),
            h.driver.cancelBet(player, rbB),
          ]);
          await h.driver.balance(player);
          // A win may come before its bet (refused, not found) and a rollback before its bet.
          let total = 10_000;
          if (betA.ok) total -= 3_000;
          if (betB.ok) total -= 4_500;
          if (betB.ok && back.ok) total += 4_500;
          if (betC.ok) total -= index % 2 ? 15_000 : 2_000;
          if (betD.ok || betD2.ok) total -= 1_200;
          if (paid.ok || paid2.ok) total += 6_100;
          // A refused bet leaves nothing, so its concurrent replay may be taken as a new call
          // (when a rollback freed the money meanwhile): one charge either way.
          equal(back.ok && back2.ok, true, 'rollbacks are always OK');
          return total;
        }),
      );
      const balances = await Promise.all(players.map((player) => balanceOf(h, player)));
      equal(balances, expected, 'balances');
      if (h.inspect) {
        const moved = expected.reduce((sum, total) => sum + total - 10_000, 0);
        equal(await h.inspect.houseBalance(players[0]!.currency), houseBefore - moved, 'house');
        equal(await h.inspect.ledgerBalanced(), true, 'ledger balanced');
      }
    },
  },
];
