import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';
import type { WelcomePack } from '@/lib/schemas/bonus';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { withGameNames } from './game-names';
import { bonusTerms, localized } from './terms';
import {
  depositsMade,
  findActivePack,
  packDeadline,
  pendingStep,
  welcomedElsewhere,
  stepRecords,
  stepRef,
} from './welcome-pack';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * The active welcome pack in `currency` (steps whose template lacks it are left out; null when
 * none is left). A guest sees every step `locked`, no progress and no deadline. A player sees
 * each step's status: `granted` (with its grant), `missed` (refused for a shared device or contact, or the
 * period ended), `available` (the next deposit that meets its terms takes it), `locked` (after
 * the available one, or a later deposit).
 */
export async function getWelcomePack(
  ctx: Ctx,
  user: User | null,
  currency: Currency,
  locale: Locale,
): Promise<WelcomePack | null> {
  const pack = await findActivePack(ctx.db);
  if (!pack) return null;
  const named = await withGameNames(
    ctx.db,
    pack.steps.map((step) => step.template),
  );
  const offered = pack.steps
    .map((step, index) => ({ step, terms: bonusTerms(named[index]!, currency, locale) }))
    .filter((entry) => entry.terms !== null);
  if (offered.length === 0) return null;
  const progress = user
    ? {
        made: await depositsMade(ctx.db, user.id),
        deadline: packDeadline(pack, user),
        records: await stepRecords(ctx.db, user.id, pack.id),
        blocked: await welcomedElsewhere(ctx.db, user.id),
      }
    : null;
  const now = ctx.clock.now();
  const pending = progress ? pendingStep(pack, progress.records, progress.made + 1) : null;
  return {
    id: pack.id,
    name: localized(pack.name, locale),
    publicTitle: localized(pack.publicTitle, locale),
    valid_days: pack.validDays,
    steps: offered.map(({ step, terms }) => {
      const record = progress?.records.find((r) => r.sourceRef === stepRef(pack.id, step.step));
      let status: WelcomePack['steps'][number]['status'] = 'locked';
      if (progress) {
        const over = progress.deadline <= now;
        // A free-spins step recorded waiting is being granted (after its deposit committed).
        if (record?.status === 'granted' || record?.status === 'waiting') status = 'granted';
        else if (record || over) status = 'missed';
        else if (step.step === pending?.step) status = progress.blocked ? 'missed' : 'available';
      }
      return {
        step: step.step,
        nth_deposit: step.nthDeposit,
        name: localized(step.template.name, locale),
        terms: terms!,
        status,
        grant_id: record?.status === 'granted' ? record.grantId : null,
      };
    }),
    deposits_made: progress?.made ?? null,
    deadline: progress?.deadline.toISOString() ?? null,
  };
}
