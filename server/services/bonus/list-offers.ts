import { and, asc, eq, gt } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';
import type { BonusOffer as BonusOfferAnswer } from '@/lib/schemas/bonus';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/lib/app-error';
import { bonusOffers, bonusTemplates, type BonusTemplate, type User } from '@/server/db/schema';
import { checkPromo } from './check-promo';
import { withGameName } from './game-names';
import { serializeOffer, shapeOf, type OfferShape } from './serialize-offer';
import {
  depositsMade,
  findActivePack,
  packDeadline,
  pendingStep,
  stepRecords,
  welcomedElsewhere,
} from './welcome-pack';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The player's waiting offers (not expired), oldest first, with their templates. */
export async function waitingOffersOf(db: Db, userId: number, now: Date) {
  return db
    .select({ offer: bonusOffers, template: bonusTemplates })
    .from(bonusOffers)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, bonusOffers.templateId))
    .where(
      and(
        eq(bonusOffers.userId, userId),
        eq(bonusOffers.status, 'waiting'),
        gt(bonusOffers.expiresAt, now),
      ),
    )
    .orderBy(asc(bonusOffers.createdAt), asc(bonusOffers.id));
}

/**
 * The welcome step the player's next deposit would take (`pendingStep`) while the welcome period runs, unless a shared device or contact already had a welcome bonus. Null otherwise.
 */
export async function nextWelcomeStep(ctx: Ctx, user: User) {
  const pack = await findActivePack(ctx.db);
  if (!pack) return null;
  const deadline = packDeadline(pack, user);
  if (deadline <= ctx.clock.now()) return null;
  const step = pendingStep(
    pack,
    await stepRecords(ctx.db, user.id, pack.id),
    (await depositsMade(ctx.db, user.id)) + 1,
  );
  if (!step?.template.currencies[user.currency]) return null;
  if (await welcomedElsewhere(ctx.db, user.id)) return null;
  return { template: step.template, deadline };
}

/**
 * The bonus the player's next deposit would get (what `payments.bonus.name` names): the oldest
 * waiting offer in the account's currency, else the next welcome step; null when none.
 */
export async function nextDepositBonus(
  ctx: Ctx,
  user: User,
): Promise<{ template: BonusTemplate; shape: OfferShape } | null> {
  const now = ctx.clock.now();
  for (const { offer, template } of await waitingOffersOf(ctx.db, user.id, now)) {
    // Free spins waiting are being granted after their trigger, not a deposit's bonus.
    const deposit = template.kind !== 'no_deposit' && template.kind !== 'free_spins';
    if (template.currencies[user.currency] && deposit) {
      return { template, shape: shapeOf(offer) };
    }
  }
  const step = await nextWelcomeStep(ctx, user);
  if (!step) return null;
  return {
    template: step.template,
    shape: { source: 'welcome_pack', promo: null, expiresAt: step.deadline, waiting: true },
  };
}

/**
 * `GET /bonus-system/offers`. A guest: the offer of the `promo` code they came with, when a new
 * account in `currency` registering with it could take it (`checkPromo`), then the active welcome
 * pack's first step (what registering and depositing would give; no player-specific expiry). A player: their waiting offers, then
 * the welcome step their next deposit would take.
 */
export async function listOffers(
  ctx: Ctx,
  user: User | null,
  currency: Currency,
  locale: Locale,
  promo?: string | null,
): Promise<BonusOfferAnswer[]> {
  const now = ctx.clock.now();
  const offers: (BonusOfferAnswer | null)[] = [];
  if (!user) {
    const given = promo ? await promoForGuest(ctx, promo, currency) : null;
    if (given) {
      offers.push(
        serializeOffer(await withGameName(ctx.db, given.template), currency, locale, now, {
          source: 'promo',
          promo: given.promo.code,
          expiresAt: null,
          waiting: false,
        }),
      );
    }
    const first = (await findActivePack(ctx.db))?.steps[0];
    if (first) {
      offers.push(
        serializeOffer(await withGameName(ctx.db, first.template), currency, locale, now, {
          source: 'welcome_pack',
          promo: null,
          expiresAt: null,
          waiting: false,
        }),
      );
    }
    return offers.filter((offer) => offer !== null);
  }
  for (const { offer, template } of await waitingOffersOf(ctx.db, user.id, now)) {
    const named = await withGameName(ctx.db, template);
    offers.push(serializeOffer(named, user.currency, locale, now, shapeOf(offer)));
  }
  const step = await nextWelcomeStep(ctx, user);
  if (step) {
    offers.push(
      serializeOffer(await withGameName(ctx.db, step.template), user.currency, locale, now, {
        source: 'welcome_pack',
        promo: null,
        expiresAt: step.deadline,
        waiting: true,
      }),
    );
  }
  return offers.filter((offer) => offer !== null);
}

/** Longer codes are never issued; they are not looked up. */
const MAX_PROMO_LENGTH = 64;

/** The code and its template when a new account in `currency` registering with it could take it. */
async function promoForGuest(ctx: Ctx, code: string, currency: Currency) {
  if (code.trim().length === 0 || code.length > MAX_PROMO_LENGTH) return null;
  try {
    return await checkPromo(ctx, code, { currency, registeredWith: code });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
