import { SPORT_SLUGS, type SportSlug } from '@/lib/sports/market-types';

/**
 * Our sports as Betradar numbers them (`sr:sport:<n>`, the routing key's sport segment):
 * soccer 1, basketball 2, ice hockey 4, tennis 5, Counter-Strike 109 (the simulated esports
 * league plays CS2).
 */
export const UOF_SPORT_IDS: Record<SportSlug, number> = {
  football: 1,
  basketball: 2,
  'ice-hockey': 4,
  tennis: 5,
  esports: 109,
};

/** A sport as callers name it: UOF's number, `sr:sport:<n>`, or `sim:sport:<slug>`. */
export type SportRef = number | string;

const SR_SPORT = /^sr:sport:(\d+)$/;
const SIM_SPORT = /^sim:sport:([a-z0-9-]+)$/;

/** The sport's UOF number; a RangeError for a sport Betradar does not number. */
export function uofSportId(sport: SportRef): number {
  if (typeof sport === 'number' && Number.isSafeInteger(sport) && sport > 0) return sport;
  if (typeof sport === 'string') {
    const sr = SR_SPORT.exec(sport);
    if (sr) return Number(sr[1]);
    const slug = sportSlugOf(sport);
    if (slug) return UOF_SPORT_IDS[slug];
  }
  throw new RangeError(`no UOF sport id for ${String(sport)}`);
}

/** Our slug of the sport, when it is one of ours. */
export function sportSlugOf(sport: SportRef): SportSlug | undefined {
  if (typeof sport === 'string') {
    const sim = SIM_SPORT.exec(sport);
    if (sim) return SPORT_SLUGS.find((slug) => slug === sim[1]);
  }
  const id = typeof sport === 'number' ? sport : Number(SR_SPORT.exec(sport)?.[1]);
  return SPORT_SLUGS.find((slug) => UOF_SPORT_IDS[slug] === id);
}
