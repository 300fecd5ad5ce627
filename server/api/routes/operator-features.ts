import {
  featureSegmentAnswerSchema,
  featureSegmentListAnswerSchema,
  featureSegmentRequestSchema,
  playerFeaturesAnswerSchema,
  playerFeaturesRequestSchema,
} from '@/lib/schemas/office-features';
import { createSegment } from '@/server/services/features/create-segment';
import { deleteSegment } from '@/server/services/features/delete-segment';
import { readPlayerFeatures } from '@/server/services/features/read-player-features';
import { listSegments, segmentView } from '@/server/services/features/segments';
import { setPlayerFeatures } from '@/server/services/features/set-player-features';
import { auditActor } from '@/server/services/staff/audit';
import { clientIp, idParam, router } from '../env';
import { operation } from '../operation';

const tags = ['operator', 'players'] as const;
const auth = { staff: 'players.features' } as const;

/** Feature flags of players and segments (issue 39), mounted at `/operator`. */
export const operatorFeatures = router()
  // GET /operator/players/{id}/features — the player's own flags, segments matched, the profile's
  .get(
    '/players/:id/features',
    operation(
      {
        summary: 'A player\u2019s feature flags: their own, the segments they match, the union',
        tags,
        auth,
        answer: playerFeaturesAnswerSchema,
        errors: [404],
      },
      (c) => readPlayerFeatures(c.var.ctx, idParam(c)),
    ),
  )
  // PUT /operator/players/{id}/features — replace the player's own flags
  .put(
    '/players/:id/features',
    operation(
      {
        summary: 'Replace a player\u2019s own feature flags',
        description:
          'Flags of the catalogue only (422 `unknown_feature`); the profile answers them from the next call. The audit keeps the flags before and after.',
        tags,
        auth,
        body: playerFeaturesRequestSchema,
        answer: playerFeaturesAnswerSchema,
        errors: [404],
        // Its own audit row, in the change's transaction, with the flags before.
        audit: false,
      },
      (c, { body }) =>
        setPlayerFeatures(c.var.ctx, {
          userId: idParam(c),
          features: body.features,
          actor: auditActor(c.var.staff),
          requestId: c.var.requestId,
          address: clientIp(c),
        }),
    ),
  )
  // GET /operator/feature-segments — every segment rule, newest first
  .get(
    '/feature-segments',
    operation(
      {
        summary: 'Every segment rule giving feature flags to a group of players, newest first',
        tags,
        auth,
        answer: featureSegmentListAnswerSchema,
      },
      async (c) => ({ data: (await listSegments(c.var.ctx)).map(segmentView) }),
    ),
  )
  // POST /operator/feature-segments — a new segment rule
  .post(
    '/feature-segments',
    operation(
      {
        summary: 'Give feature flags to players by currency, region and VIP level range',
        description:
          'A player matches when every condition given holds; a rule without conditions is every player. 409 `too_many_segments` past the cap.',
        tags,
        auth,
        body: featureSegmentRequestSchema,
        answer: featureSegmentAnswerSchema,
        status: 201,
        errors: [409],
      },
      async (c, { body }) => ({ data: await createSegment(c.var.ctx, body) }),
    ),
  )
  // DELETE /operator/feature-segments/{id} — delete a rule; the answer is the rule deleted
  .delete(
    '/feature-segments/:id',
    operation(
      {
        summary: 'Delete a segment rule; its players lose its flags',
        tags,
        auth,
        answer: featureSegmentAnswerSchema,
        errors: [404],
      },
      async (c) => ({ data: await deleteSegment(c.var.ctx, idParam(c)) }),
    ),
  );
