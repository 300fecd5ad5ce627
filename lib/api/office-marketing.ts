'use client';

import type { z } from '@/lib/zod';
import type {
  bonusCostReportAnswerSchema,
  bonusTemplateRequestSchema,
  operatorBonusTemplatesAnswerSchema,
  operatorPromoRequestSchema,
  operatorPromosAnswerSchema,
  operatorWelcomePacksAnswerSchema,
  welcomePackRequestSchema,
} from '@/lib/schemas/operator-bonus';
import type {
  operatorTournamentsAnswerSchema,
  tournamentRequestSchema,
} from '@/lib/schemas/tournaments';
import type { ApiClient } from './client';
import { schemaLoader } from './client';
import { OFFICE_PAGE_SIZE } from './office';

const bonusSchemas = schemaLoader(() => import('@/lib/schemas/operator-bonus'));
const tournamentSchemas = schemaLoader(() => import('@/lib/schemas/tournaments'));

/**
 * The back office's marketing section (issue 36) over the operator's bonus and tournament
 * endpoints, every call `marketing.manage`. Amounts are major units, as the API takes them.
 */
export const MARKETING_PATHS = {
  templates: 'operator/bonuses/templates',
  welcomePacks: 'operator/bonuses/welcome-packs',
  promoCodes: 'operator/bonuses/promo-codes',
  bonusCost: 'operator/bonuses/report',
  tournaments: 'operator/tournaments',
} as const;

export type BonusTemplate = z.output<typeof operatorBonusTemplatesAnswerSchema>['data'][number];
export type WelcomePack = z.output<typeof operatorWelcomePacksAnswerSchema>['data'][number];
export type PromoCode = z.output<typeof operatorPromosAnswerSchema>['data'][number];
export type BonusCostRow = z.output<typeof bonusCostReportAnswerSchema>['data'][number];
export type OperatorTournament = z.output<typeof operatorTournamentsAnswerSchema>['data'][number];

export type BonusTemplateBody = z.input<typeof bonusTemplateRequestSchema>;
export type WelcomePackBody = z.input<typeof welcomePackRequestSchema>;
export type PromoCodeBody = z.input<typeof operatorPromoRequestSchema>;
export type TournamentBody = z.input<typeof tournamentRequestSchema>;

const one = (path: string, key: string | number) => `${path}/${encodeURIComponent(String(key))}`;

/** Every bonus template, oldest first. */
export function bonusTemplates(api: ApiClient) {
  return api.get(MARKETING_PATHS.templates, bonusSchemas('operatorBonusTemplatesAnswerSchema'));
}

/** A new template; a taken code is a 422 on `code`. */
export function createBonusTemplate(api: ApiClient, body: BonusTemplateBody) {
  return api.post(
    MARKETING_PATHS.templates,
    bonusSchemas('operatorBonusTemplateAnswerSchema'),
    body,
  );
}

/** Replaces a template's terms (its code stays); running grants keep theirs. */
export function updateBonusTemplate(api: ApiClient, code: string, body: BonusTemplateBody) {
  return api.put(
    one(MARKETING_PATHS.templates, code),
    bonusSchemas('operatorBonusTemplateAnswerSchema'),
    body,
  );
}

/** Every welcome pack with its steps. */
export function welcomePacks(api: ApiClient) {
  return api.get(MARKETING_PATHS.welcomePacks, bonusSchemas('operatorWelcomePacksAnswerSchema'));
}

/** A new welcome pack; a taken code is a 422 on `code`, a bad step one on `steps`. */
export function createWelcomePack(api: ApiClient, body: WelcomePackBody) {
  return api.post(
    MARKETING_PATHS.welcomePacks,
    bonusSchemas('operatorWelcomePackAnswerSchema'),
    body,
  );
}

/** Replaces a pack's fields and steps. */
export function updateWelcomePack(api: ApiClient, code: string, body: WelcomePackBody) {
  return api.put(
    one(MARKETING_PATHS.welcomePacks, code),
    bonusSchemas('operatorWelcomePackAnswerSchema'),
    body,
  );
}

/** What the promo codes list looks for: codes that start with `q` (in capitals or not). */
export type PromoCodeFilters = { q?: string };

/** One page of promo codes by code, after the cursor `after` (the previous page's `next`). */
export function promoCodesPage(
  api: ApiClient,
  filters: PromoCodeFilters,
  after?: string,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(MARKETING_PATHS.promoCodes, bonusSchemas('operatorPromosAnswerSchema'), {
    searchParams: { ...filters, after, limit },
  });
}

/** One promo code with its template and uses; 404 when there is none. */
export function promoCode(api: ApiClient, code: string) {
  return api.get(one(MARKETING_PATHS.promoCodes, code), bonusSchemas('operatorPromoAnswerSchema'));
}

/** A new promo code giving a template's bonus; a taken code is a 422 on `code`. */
export function createPromoCode(api: ApiClient, body: PromoCodeBody) {
  return api.post(MARKETING_PATHS.promoCodes, bonusSchemas('operatorPromoAnswerSchema'), body);
}

/** Replaces a promo code's terms; its uses stay. */
export function updatePromoCode(api: ApiClient, code: string, body: PromoCodeBody) {
  return api.put(
    one(MARKETING_PATHS.promoCodes, code),
    bonusSchemas('operatorPromoAnswerSchema'),
    body,
  );
}

/** Bonus cost per template and currency: granted, converted, expired, forfeited, cancelled. */
export function bonusCostReport(api: ApiClient) {
  return api.get(MARKETING_PATHS.bonusCost, bonusSchemas('bonusCostReportAnswerSchema'));
}

/** Every tournament, newest first (the latest 200), with its terms and places. */
export function operatorTournaments(api: ApiClient) {
  return api.get(MARKETING_PATHS.tournaments, tournamentSchemas('operatorTournamentsAnswerSchema'));
}

/** A new tournament, upcoming until it starts. */
export function createTournament(api: ApiClient, body: TournamentBody) {
  return api.post(
    MARKETING_PATHS.tournaments,
    tournamentSchemas('operatorTournamentAnswerSchema'),
    body,
  );
}

/** Replaces an upcoming tournament's terms; 409 `tournament_started` once it runs. */
export function updateTournament(api: ApiClient, id: number, body: TournamentBody) {
  return api.put(
    one(MARKETING_PATHS.tournaments, id),
    tournamentSchemas('operatorTournamentAnswerSchema'),
    body,
  );
}

/** Cancels an upcoming or active tournament (nothing is paid); 409 `tournament_over` after. */
export function cancelTournament(api: ApiClient, id: number) {
  return api.post(
    `${one(MARKETING_PATHS.tournaments, id)}/cancel`,
    tournamentSchemas('operatorTournamentAnswerSchema'),
  );
}
