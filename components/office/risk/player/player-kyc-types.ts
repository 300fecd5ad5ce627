import type { z } from '@/lib/zod';
import type { playerKycAnswerSchema } from '@/lib/schemas/kyc';

/** `GET /operator/players/{id}/kyc`. */
export type PlayerKyc = z.infer<typeof playerKycAnswerSchema>;
export type KycRequirement = PlayerKyc['requirements'][number];
export type KycUpload = PlayerKyc['uploads'][number];

/**
 * What a change on the page did: the new answer (the verb answers the whole page), and the line
 * the page says about it, announced politely (`info`) or as an error (a conflict reloaded).
 */
export type PlayerChange = { kyc?: PlayerKyc; text: string; tone: 'info' | 'error' };
