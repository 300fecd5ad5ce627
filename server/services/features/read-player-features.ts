import type { z } from 'zod';
import type { playerFeaturesAnswerSchema } from '@/lib/schemas/office-features';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { findUserById } from '@/server/services/users/find-user';
import { featuresOf, type FeatureHolder } from './player-features';
import { segmentView } from './segments';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** A player's flags as staff read them: their own, the segments they match, the profile's. */
export async function readPlayerFeatures(ctx: Ctx, userId: number) {
  const user = await findUserById(ctx, userId);
  if (!user) throw AppError.of('not_found', 404);
  return playerFeaturesView(ctx, user);
}

export async function playerFeaturesView(
  ctx: Ctx,
  user: FeatureHolder,
): Promise<z.input<typeof playerFeaturesAnswerSchema>> {
  const { own, segments, effective } = await featuresOf(ctx, user);
  return {
    user_id: user.id,
    features: own,
    segments: segments.map(segmentView),
    effective,
  };
}
