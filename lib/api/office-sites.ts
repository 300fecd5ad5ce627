'use client';

import type { z } from '@/lib/zod';
import type {
  operatorMirrorRequestSchema,
  redirectRuleRequestSchema,
} from '@/lib/schemas/operator';
import type { ApiClient } from './client';
import { schemaLoader } from './client';

const operatorSchemas = schemaLoader(() => import('@/lib/schemas/operator'));

/** The back office's mirrors, redirect rules and funnel (issue 36), every call `marketing.manage`. */
export const SITES_PATHS = {
  mirrors: 'operator/mirrors',
  rules: 'operator/redirect-rules',
  funnel: 'operator/funnel',
} as const;

export type MirrorBody = z.input<typeof operatorMirrorRequestSchema>;
export type RedirectRuleBody = z.input<typeof redirectRuleRequestSchema>;

export const listMirrors = (api: ApiClient) =>
  api.get(SITES_PATHS.mirrors, operatorSchemas('operatorMirrorListAnswerSchema'));

/** Adds a mirror or changes a known one's status and new link. */
export const saveMirror = (api: ApiClient, body: MirrorBody) =>
  api.post(SITES_PATHS.mirrors, operatorSchemas('operatorMirrorAnswerSchema'), body);

export const listRedirectRules = (api: ApiClient) =>
  api.get(SITES_PATHS.rules, operatorSchemas('redirectRuleListAnswerSchema'));

/** A new rule, or with `id` the replacement of one. */
export function saveRedirectRule(api: ApiClient, body: RedirectRuleBody, id?: number) {
  const answer = operatorSchemas('redirectRuleAnswerSchema');
  return id === undefined
    ? api.post(SITES_PATHS.rules, answer, body)
    : api.put(`${SITES_PATHS.rules}/${id}`, answer, body);
}

/** Clicks, registrations and first deposits by partner and campaign over `[from, to)`. */
export const funnel = (api: ApiClient, from: string, to: string) =>
  api.get(SITES_PATHS.funnel, operatorSchemas('funnelAnswerSchema'), {
    searchParams: { from, to },
  });
