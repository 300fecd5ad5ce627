import { getTranslations } from 'next-intl/server';
import { Formula } from '@/components/fair/formula';
import { Suspense } from 'react';
import { CrashCommitment } from '@/components/fair/crash-commitment';
import { CrashVerifierLoader } from '@/components/fair/crash-verifier-loader';
import { FairToolsLoader } from '@/components/fair/fair-tools-loader';
import { OfflineCrashVerifier } from '@/components/fair/offline-crash-verifier';
import { RoomsVerifierLoader } from '@/components/fair/rooms-verifier-loader';
import styles from '@/components/fair/fair.module.css';
import { WheelTables } from '@/components/games/wheel/wheel-tables';
import { PageHeading } from '@/components/ui/page-heading';
import { fetchCrashCommitment } from '@/lib/api/fair-commitment';
import { GAME_DEFINITIONS } from '@/lib/games/registry';
import { QUICKNET } from '@/lib/games/rooms/drand';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Fair', '/fair');

/** The formulas as written in `lib/games/fair`: the same on every language's page. */
const HMAC_FORMULA = 'HMAC-SHA256(key: server_seed, message: "<client_seed>:<nonce>:<round>")';
const FLOAT_FORMULA = 'f = b0/256 + b1/256² + b2/256³ + b3/256⁴   (0 ≤ f < 1)';
/** Crash's formula as `lib/games/crash/crash-point.ts` computes it (bustabit's). */
const CRASH_FORMULA = [
  'r = first 52 bits of HMAC-SHA256(key: salt, message: game_hash bytes)',
  'crash = max(1, floor(99 · 2^52 / (2^52 − r)) / 100)',
].join('\n');
/** The rooms' draw, as `lib/games/rooms/draw.ts` computes it. */
const ROOMS_FORMULA = [
  'r = first 52 bits of HMAC-SHA256(key: server_seed, message: "<entropy>:<round_id>")',
  'ticket = floor(r · total_tickets / 2^52)',
].join('\n');
/** A drand beacon's check, as `lib/games/rooms/drand.ts` and `drand-verify.ts` make it. */
const DRAND_FORMULA = [
  'round = floor((closed_at − genesis_time) / period) + 2   (the first round due after the close)',
  'message = SHA-256(round as an 8-byte big-endian integer)',
  'BLS12-381: e(signature, G2 generator) = e(hash_to_G1(message), public_key)',
  '  hash_to_G1: RFC 9380, DST "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_"',
  'entropy = randomness = SHA-256(signature)',
  '',
  `quicknet: chain hash ${QUICKNET.hash}`,
  `  public key ${QUICKNET.publicKey}`,
  `  genesis_time ${QUICKNET.genesis}, period ${QUICKNET.period} s, scheme bls-unchained-g1-rfc9380`,
].join('\n');

/**
 * `/fair`: how results are made and proved, the player's seeds, and a verifier for any bet. What a
 * result is checked against is in the server's HTML, so the page alone (or an archived copy) is
 * enough: the crash chain's signed commitment (fetched with revalidation, so the page stays
 * static: `lib/api/fair-commitment.ts`) and every wheel table.
 */
export default async function FairPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Fair');
  const commitment = await fetchCrashCommitment();
  return (
    <div className="game-layout">
      <PageHeading title={t('heading')} lead={t('lead')} />
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-scheme">
        <h2 id="fair-scheme">{t('scheme.heading')}</h2>
        <ol className="steps">
          <li>{t('scheme.commitment')}</li>
          <li>{t('scheme.clientSeed')}</li>
          <li>{t('scheme.nonce')}</li>
          <li>{t('scheme.bytes')}</li>
        </ol>
        <Formula label={t('formulas.hmac')}>{HMAC_FORMULA}</Formula>
        <p>{t('scheme.floats')}</p>
        <Formula label={t('formulas.floats')}>{FLOAT_FORMULA}</Formula>
        <p>{t('scheme.rotation')}</p>
      </section>
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-games">
        <h2 id="fair-games">{t('games.heading')}</h2>
        <dl>
          {GAME_DEFINITIONS.map(({ id: game }) => (
            <div key={game}>
              <dt>{t(`games.${game}.name`)}</dt>
              <dd>{t(`games.${game}.rule`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-wheel">
        <h2 id="fair-wheel">{t('wheel.heading')}</h2>
        <p>{t('wheel.lead')}</p>
        <WheelTables />
      </section>
      <Suspense fallback={null}>
        <FairToolsLoader />
      </Suspense>
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-crash">
        <h2 id="fair-crash">{t('crash.heading')}</h2>
        <p>{t('crash.chain')}</p>
        <p>{t('crash.salt')}</p>
        <Formula label={t('formulas.crash')}>{CRASH_FORMULA}</Formula>
        <p>{t('crash.edge')}</p>
      </section>
      <CrashCommitment file={commitment} />
      <Suspense fallback={null}>
        <CrashVerifierLoader />
      </Suspense>
      <OfflineCrashVerifier />
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-rooms">
        <h2 id="fair-rooms">{t('rooms.heading')}</h2>
        <p>{t('rooms.tickets')}</p>
        <Formula label={t('formulas.rooms')}>{ROOMS_FORMULA}</Formula>
        <p>{t('rooms.entropy')}</p>
        <p>{t('rooms.beacon')}</p>
        <Formula label={t('formulas.drand')}>{DRAND_FORMULA}</Formula>
      </section>
      <Suspense fallback={null}>
        <RoomsVerifierLoader />
      </Suspense>
    </div>
  );
}
