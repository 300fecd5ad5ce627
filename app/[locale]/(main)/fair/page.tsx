import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CrashVerifierLoader } from '@/components/fair/crash-verifier-loader';
import { FairToolsLoader } from '@/components/fair/fair-tools-loader';
import { RoomsVerifierLoader } from '@/components/fair/rooms-verifier-loader';
import styles from '@/components/fair/fair.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { GAME_DEFINITIONS } from '@/lib/games/registry';
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

/** `/fair`: how results are made and proved, the player's seeds, and a verifier for any bet. */
export default async function FairPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Fair');
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
        <pre>
          <code>{HMAC_FORMULA}</code>
        </pre>
        <p>{t('scheme.floats')}</p>
        <pre>
          <code>{FLOAT_FORMULA}</code>
        </pre>
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
      <Suspense fallback={null}>
        <FairToolsLoader />
      </Suspense>
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-crash">
        <h2 id="fair-crash">{t('crash.heading')}</h2>
        <p>{t('crash.chain')}</p>
        <p>{t('crash.salt')}</p>
        <pre>
          <code>{CRASH_FORMULA}</code>
        </pre>
        <p>{t('crash.edge')}</p>
      </section>
      <Suspense fallback={null}>
        <CrashVerifierLoader />
      </Suspense>
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-rooms">
        <h2 id="fair-rooms">{t('rooms.heading')}</h2>
        <p>{t('rooms.tickets')}</p>
        <pre>
          <code>{ROOMS_FORMULA}</code>
        </pre>
        <p>{t('rooms.entropy')}</p>
      </section>
      <Suspense fallback={null}>
        <RoomsVerifierLoader />
      </Suspense>
    </div>
  );
}
