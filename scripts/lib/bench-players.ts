import { randomBytes } from 'node:crypto';

/**
 * Registers `count` RUB players on the API at `base` and funds each with `amount` (major units)
 * through `POST /operator/wallet/adjustments`; answers their bearer tokens. Each registers from an
 * address of its own (the bench plays the trusted proxy), so the rate limits see visitors.
 */
export async function fundedPlayers(
  base: string,
  options: { count: number; prefix: string; operatorToken: string; amount: number },
): Promise<string[]> {
  const suffix = randomBytes(4).toString('hex');
  const tokens: string[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const registered = await fetch(`${base}/api/v2/auth/register/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
      },
      body: JSON.stringify({
        email: `${options.prefix}-${suffix}-${i}@example.test`,
        password: 'bench-password-1',
        currency: 'RUB',
      }),
    });
    const { token } = (await registered.json()) as { token?: string };
    if (!token) throw new Error(`register: ${registered.status}`);
    const profile = await fetch(`${base}/profile/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { user } = (await profile.json()) as { user: { id: number } };
    const funded = await fetch(`${base}/operator/wallet/adjustments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${options.operatorToken}`,
      },
      body: JSON.stringify({
        key: `${options.prefix}-${suffix}-${i}`,
        user_id: user.id,
        currency: 'RUB',
        amount: options.amount,
        direction: 'credit',
        kind: 'real',
        reason: 'bench',
      }),
    });
    if (funded.status !== 201) throw new Error(`fund: ${funded.status} ${await funded.text()}`);
    tokens.push(token);
  }
  console.log(`made and funded ${tokens.length} players`);
  return tokens;
}
