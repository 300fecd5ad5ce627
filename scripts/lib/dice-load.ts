import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * Dice bets as the money benches place them (`npm run bench:games`, `npm run bench:cluster`):
 * one unit under 50 with a fresh idempotency key each, so every request is a new bet.
 */

/** A dice bet's body: one unit under 50, under a key of its own. */
export function diceBody() {
  return {
    key: randomBytes(12).toString('hex'),
    amount: 1,
    target: 50,
    direction: 'under',
  };
}

/** Places one dice bet for `token` on the API at `base` (its `/api` URL); throws unless 2xx. */
export async function placeDiceBet(base: string, token: string) {
  const response = await fetch(`${base}/api/v2/games/dice/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(diceBody()),
  });
  if (!response.ok) throw new Error(`dice bet: ${response.status} ${await response.text()}`);
}

/**
 * Dice bets from autocannon on `base` for `durationS` over `connections` connections, each
 * request for the next of `tokens` in turn: one player's bets queue behind each other by design
 * (its nonce is one row), so spreading them measures the server, not that queue.
 */
export function diceLoad(
  base: string,
  tokens: string[],
  options: { connections: number; durationS: number },
): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url: `${base}/api/v2/games/dice/bet`,
    connections: options.connections,
    duration: options.durationS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[n % tokens.length]}`,
            },
            body: JSON.stringify(diceBody()),
          };
        },
      },
    ],
  });
}
