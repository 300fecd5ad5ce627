import {
  activityAnswerSchema,
  closeAccountRequestSchema,
  limitRefSchema,
  limitRequestSchema,
  protectionAnswerSchema,
  realityCheckAnswerSchema,
  realityCheckRequestSchema,
  selfExclusionRequestSchema,
  timeoutRequestSchema,
} from '@/lib/schemas/protection';
import { readActivity } from '@/server/services/protection/activity';
import {
  cancelLimitChange,
  confirmLimit,
  markLimitsReviewed,
  setLimit,
} from '@/server/services/protection/change-limit';
import {
  askToReopen,
  closeAccount,
  selfExclude,
  takeTimeout,
} from '@/server/services/protection/exclusions';
import { readProtection } from '@/server/services/protection/read-protection';
import {
  answerRealityCheck,
  realitySummary,
  setRealityCheck,
} from '@/server/services/protection/reality-check';
import { router, type ApiContext } from '../env';
import { operation } from '../operation';

const TAGS = ['protection'] as const;
const read = (c: ApiContext) =>
  readProtection(c.var.ctx, c.var.auth.user.id, c.var.auth.session.id);

/**
 * The player's protection (issue 34), mounted at `/protection`: limits, reality checks,
 * time-out, self-exclusion, closure and the activity statement. Open to a timed-out or
 * self-excluded player (who signs in to see it and be paid); the server enforces every limit
 * in the ledger, whatever the page shows.
 */
export const protection = router()
  .get(
    '/',
    operation(
      {
        summary: 'The player\u2019s limits, reality check, exclusion and net deposits',
        tags: TAGS,
        auth: 'bearer',
        answer: protectionAnswerSchema,
      },
      (c) => read(c),
    ),
  )
  .put(
    '/limits',
    operation(
      {
        summary: 'Set, lower, raise or remove a limit',
        description:
          'A new or lower limit applies at once. A raise or a removal (`amount: null`) waits 24 hours, then the player confirms it at `/protection/limits/confirm`. Money limits count rolling windows of whole hours: the current hour and the 23, 167 or 719 before it.',
        tags: TAGS,
        auth: 'bearer',
        body: limitRequestSchema,
        answer: protectionAnswerSchema,
      },
      async (c, { body }) => {
        await setLimit(c.var.ctx, c.var.auth.user.id, body);
        return read(c);
      },
    ),
  )
  .post(
    '/limits/confirm',
    operation(
      {
        summary: 'Confirm a raise or removal whose 24 hours are over',
        tags: TAGS,
        auth: 'bearer',
        body: limitRefSchema,
        answer: protectionAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => {
        await confirmLimit(c.var.ctx, c.var.auth.user.id, body);
        return read(c);
      },
    ),
  )
  .post(
    '/limits/cancel',
    operation(
      {
        summary: 'Drop a waiting raise or removal; the limit in force stays',
        tags: TAGS,
        auth: 'bearer',
        body: limitRefSchema,
        answer: protectionAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => {
        await cancelLimitChange(c.var.ctx, c.var.auth.user.id, body);
        return read(c);
      },
    ),
  )
  .post(
    '/limits/review',
    operation(
      {
        summary: 'The player reviewed their limits and keeps them (asked every 6 months)',
        tags: TAGS,
        auth: 'bearer',
        answer: protectionAnswerSchema,
      },
      async (c) => {
        await markLimitsReviewed(c.var.ctx, c.var.auth.user.id);
        return read(c);
      },
    ),
  )
  .put(
    '/reality-check',
    operation(
      {
        summary: 'Turn reality checks on (an interval in minutes) or off (null)',
        tags: TAGS,
        auth: 'bearer',
        body: realityCheckRequestSchema,
        answer: protectionAnswerSchema,
      },
      async (c, { body }) => {
        await setRealityCheck(c.var.ctx, c.var.auth.user.id, body.minutes);
        return read(c);
      },
    ),
  )
  .get(
    '/reality-check',
    operation(
      {
        summary: 'The session so far: its time, stakes, returns and net result',
        tags: TAGS,
        auth: 'bearer',
        answer: realityCheckAnswerSchema,
      },
      (c) => realitySummary(c.var.ctx, c.var.auth.user.id),
    ),
  )
  .post(
    '/reality-check/answer',
    operation(
      {
        summary: 'Play on after a reality check: the next one is an interval from now',
        description:
          'Until the player answers a reality check that fell due, every stake in every product is refused (409 `reality_check_due`; the casino\u2019s wallet answers the aggregator\u2019s own refusal).',
        tags: TAGS,
        auth: 'bearer',
        answer: realityCheckAnswerSchema,
      },
      (c) => answerRealityCheck(c.var.ctx, c.var.auth.user.id),
    ),
  )
  .post(
    '/timeout',
    operation(
      {
        summary: 'Take a break: 24 hours, 7 days, 30 days or 6 weeks, at once',
        description:
          'Signs the player out everywhere. Until its end, which nobody can bring forward, the player may sign in only to see it and be paid: no bets, deposits, bonuses or offers.',
        tags: TAGS,
        auth: 'bearer',
        body: timeoutRequestSchema,
        answer: protectionAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => {
        await takeTimeout(c.var.ctx, c.var.auth.user.id, body.term);
        return read(c);
      },
    ),
  )
  .post(
    '/self-exclusion',
    operation(
      {
        summary: 'Exclude oneself: 6 months, 1 year, 5 years or indefinitely, at once',
        description:
          'Signs the player out everywhere; it cannot be shortened. After the term (an indefinite one after 6 months) the player may ask to reopen, which takes effect after a cooling-off of a day (7 days after an indefinite exclusion).',
        tags: TAGS,
        auth: 'bearer',
        body: selfExclusionRequestSchema,
        answer: protectionAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => {
        await selfExclude(c.var.ctx, c.var.auth.user.id, body.term);
        return read(c);
      },
    ),
  )
  .post(
    '/self-exclusion/reopen',
    operation(
      {
        summary: 'Ask to end a self-exclusion whose term is over',
        tags: TAGS,
        auth: 'bearer',
        answer: protectionAnswerSchema,
        errors: [409],
      },
      async (c) => {
        await askToReopen(c.var.ctx, c.var.auth.user.id);
        return read(c);
      },
    ),
  )
  .post(
    '/close',
    operation(
      {
        summary: 'Close the account, with a reason',
        description:
          'Real money on the balance must be withdrawn first (409 `balance_remaining`); payouts already asked for are still paid.',
        tags: TAGS,
        auth: 'bearer',
        body: closeAccountRequestSchema,
        answer: protectionAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => {
        await closeAccount(c.var.ctx, c.var.auth.user.id, body);
        return read(c);
      },
    ),
  )
  .get(
    '/activity',
    operation(
      {
        summary: 'Deposits, payouts, stakes and returns per product per month (12 months)',
        tags: TAGS,
        auth: 'bearer',
        answer: activityAnswerSchema,
      },
      (c) => readActivity(c.var.ctx, c.var.auth.user),
    ),
  );
