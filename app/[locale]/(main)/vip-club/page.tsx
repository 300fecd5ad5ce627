import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { OpenModalButton } from '@/components/ui/open-modal-button';
import { PageHeading } from '@/components/ui/page-heading';
import { vipFormat } from '@/components/vip/vip-format';
import { VipJoinButton } from '@/components/vip/vip-join-button';
import { VipLadder, VipRules } from '@/components/vip/vip-ladder';
import { VipStanding } from '@/components/vip/vip-standing';
import styles from '@/components/vip/vip.module.css';
import { orNull } from '@/lib/api/or-null';
import { serverApi } from '@/lib/api/server';
import { fetchVip } from '@/lib/api/vip';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// The player's level, rakeback and history are theirs: read per request, with the session.
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadataFrom('VipClub', '/vip-club');

const PERKS = ['manager', 'cashback', 'payouts', 'gifts'] as const;

/**
 * The VIP club (issue 21): the player's level and progress, rakeback to claim and reward
 * history (guests: a sign-in call), the tiers and their rewards, the published table of the 100
 * levels, the rules, and the join request for personal service (spec §7) with its state.
 */
export default async function VipClubPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('VipClub');
  const format = vipFormat(locale);
  const vip = await orNull(async () => fetchVip(await serverApi()));
  const request = vip?.me?.join_request ?? null;
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      {!vip ? (
        <EmptyState title={t('unavailableTitle')} text={t('unavailableText')} />
      ) : vip.me ? (
        <VipStanding me={vip.me} t={t} format={format} />
      ) : (
        <section aria-labelledby="vip-guest" className={styles.standing}>
          <h2 id="vip-guest">{t('guestTitle')}</h2>
          <p className={styles.muted}>{t('guestText')}</p>
          <OpenModalButton modal="Login">{t('signIn')}</OpenModalButton>
        </section>
      )}
      {vip ? <VipLadder vip={vip} t={t} format={format} /> : null}
      <section aria-labelledby="vip-join">
        <h2 id="vip-join">{t('joinHeading')}</h2>
        <p>{t('joinText')}</p>
        <CardGrid
          items={PERKS.map((perk) => ({
            key: perk,
            title: t(`perks.${perk}.title`),
            text: t(`perks.${perk}.text`),
          }))}
        />
        {request ? (
          <p className={styles.request} data-status={request.status} role="status">
            {t(`joinState.${request.status}`)}
          </p>
        ) : (
          <VipJoinButton />
        )}
      </section>
      {vip ? <VipRules vip={vip} t={t} /> : null}
    </>
  );
}
