import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SANDBOX_RGS_DEMO_BALANCE,
  type SandboxRgsFault,
  type SandboxRgsProtocolName,
} from '@/lib/constants/sandbox-rgs';
import type { AppContext } from '@/server/app-context';
import { sandboxRgsLaunches, type SandboxRgsLaunch } from '@/server/db/schema';
import { randomToken } from '@/server/lib/secrets';
import { siteLink } from '@/server/lib/site-link';
import type { LaunchRequest } from '@/lib/casino/aggregator-port';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The options a development launch may pass the sandbox: its protocol and a fault. */
export type SandboxLaunchOptions = { protocol?: SandboxRgsProtocolName; fault?: SandboxRgsFault };

/**
 * The sandbox provider's game URL call (Hub88 `/game/url`, GIS `/games/init` and `init-demo`): a
 * launch with a random id, which the iframe's address carries and which is all the game page
 * needs (a capability, as a provider's launch token is). Each launch has its own provably fair
 * seed pair; the page shows the server seed's hash.
 */
export async function createSandboxLaunch(
  ctx: Ctx,
  request: LaunchRequest,
  options: SandboxLaunchOptions = {},
): Promise<{ url: string; launch: SandboxRgsLaunch }> {
  const [launch] = await ctx.db
    .insert(sandboxRgsLaunches)
    .values({
      id: randomToken(24),
      mode: request.mode,
      protocol: options.protocol ?? 'hub88',
      gameCode: request.gameCode,
      currency: request.currency,
      playerRef: request.player?.ref ?? null,
      sessionToken: request.player?.token ?? null,
      language: request.language,
      lobbyUrl: request.lobbyUrl,
      depositUrl: request.depositUrl,
      fault: options.fault ?? null,
      demoBalance: request.mode === 'demo' ? SANDBOX_RGS_DEMO_BALANCE : null,
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: randomBytes(8).toString('hex'),
      createdAt: ctx.clock.now(),
    })
    .returning();
  return {
    url: siteLink(ctx.config.siteUrl, request.language, `/sandbox-rgs/play/${launch!.id}`),
    launch: launch!,
  };
}

export async function findSandboxLaunch(ctx: Pick<AppContext, 'db'>, id: string) {
  const [launch] = await ctx.db
    .select()
    .from(sandboxRgsLaunches)
    .where(eq(sandboxRgsLaunches.id, id));
  return launch ?? null;
}

/** The commitment a player sees before playing: SHA-256 of the server seed. */
export const seedHash = (launch: SandboxRgsLaunch) =>
  createHash('sha256').update(launch.serverSeed).digest('hex');
