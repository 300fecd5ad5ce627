import type { Config } from '@/server/config';
import { redisClient } from '@/server/services/rate-limit/redis-store';

/**
 * Whether the Redis of REDIS_URL answers `PING` on the connection the rate limits and the
 * stream's publishes use. Throws when it does not; false when no Redis is configured.
 */
export async function checkRedis(config: Pick<Config, 'redisUrl'>): Promise<boolean> {
  if (!config.redisUrl) return false;
  const answer = await redisClient(config.redisUrl).ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer} to PING`);
  return true;
}
