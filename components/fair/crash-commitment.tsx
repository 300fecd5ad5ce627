import { useLocale, useTranslations } from 'next-intl';
import { Formula } from './formula';
import type { ReactNode } from 'react';
import { numberLocales, type Locale } from '@/lib/i18n/config';
import type { CrashCommitmentFile, CrashSaltSource } from '@/lib/schemas/fair';
import styles from './fair.module.css';

/** The site path of a chain's signed commitment file: the API is mounted at `/api`. */
export const commitmentFileHref = (chainId: number | null) =>
  chainId === null
    ? '/api/api/v2/fair/crash/commitment.json'
    : `/api/api/v2/fair/crash/chains/${chainId}/commitment.json`;

/** What the page says of the salt: true for this instance's chain, whichever kind it is. */
function SaltSource({ source }: { source: CrashSaltSource }) {
  const t = useTranslations('Fair.commitment.source');
  return (
    <p data-salt-source={source.kind}>
      {source.kind === 'block'
        ? t('block', { network: source.network, height: source.height })
        : source.kind === 'event'
          ? t('event', { description: source.description })
          : t(source.kind)}
    </p>
  );
}

/**
 * The crash chain's commitment in the server's HTML, so an archived copy of `/fair` holds it: the
 * terminating hash, the salt and what fixed it, the chain's length and first game, when the salt
 * was fixed here, and the signed file with the site's public key to check its signature by.
 * Null (no chain yet, or the API was not up when the page was made): a link to the file instead.
 */
export function CrashCommitment({ file }: { file: CrashCommitmentFile | null }) {
  const t = useTranslations('Fair.commitment');
  const numbers = new Intl.NumberFormat(numberLocales[useLocale() as Locale] ?? numberLocales.ru);
  const link = (chainId: number | null) =>
    function FileLink(text: ReactNode) {
      return <a href={commitmentFileHref(chainId)}>{text}</a>;
    };
  if (!file) {
    return (
      <section className={`panel ${styles.scheme}`} aria-labelledby="fair-commitment">
        <h2 id="fair-commitment">{t('heading')}</h2>
        <p>{t.rich('none', { link: link(null) })}</p>
      </section>
    );
  }
  const { commitment, signature } = file;
  return (
    <section
      className={`panel ${styles.scheme}`}
      aria-labelledby="fair-commitment"
      data-testid="crash-commitment"
    >
      <h2 id="fair-commitment">{t('heading')}</h2>
      <SaltSource source={commitment.salt_source} />
      <dl>
        <div>
          <dt>{t('chain')}</dt>
          <dd>#{commitment.chain_id}</dd>
        </div>
        <div>
          <dt>{t('terminating')}</dt>
          <dd className={styles.mono}>{commitment.terminating_hash}</dd>
        </div>
        <div>
          <dt>{t('salt')}</dt>
          <dd className={styles.mono}>{commitment.salt}</dd>
        </div>
        <div>
          <dt>{t('length')}</dt>
          <dd>{numbers.format(commitment.chain_length)}</dd>
        </div>
        <div>
          <dt>{t('firstGame')}</dt>
          <dd>{commitment.first_game}</dd>
        </div>
        <div>
          <dt>{t('publishedAt')}</dt>
          <dd>
            <time dateTime={commitment.published_at}>{commitment.published_at}</time>
          </dd>
        </div>
        <div>
          <dt>{t('signature')}</dt>
          <dd className={styles.mono}>{signature.value}</dd>
        </div>
      </dl>
      <p>{t.rich('file', { link: link(commitment.chain_id) })}</p>
      <h3>{t('publicKey')}</h3>
      <Formula label={t('publicKey')}>{signature.public_key}</Formula>
    </section>
  );
}
