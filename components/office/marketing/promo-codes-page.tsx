'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { OFFICE_EXPORT_PAGE_SIZE, officeApi } from '@/lib/api/office';
import { promoCodesPage, type PromoCode, type PromoCodeFilters } from '@/lib/api/office-marketing';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { useOfficePromoCodes } from '@/lib/hooks/data/use-office-promo-codes';
import { Link } from '@/lib/i18n/navigation';
import { readEveryPage } from '@/lib/office/read-every-page';
import { CursorPager } from '../cursor-pager';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { ActiveBadge } from './active-badge';
import { SavedNotice } from './marketing-notice';
import { MARKETING_PAGES } from './marketing-paths';
import { PromoCodeSearch, filtersFromSearch, searchOfFilters } from './promo-code-search';
import { templateName } from './template-options';
import officeStyles from '../office.module.css';
import styles from './marketing.module.css';

/**
 * `/office/marketing`: the promo codes by code, a page at a time (single-use campaigns make
 * millions), found by their first letters; what each gives, its uses and window; a new one.
 */
export function PromoCodesPage() {
  const t = useTranslations('office.marketing.promo');
  const locale = useLocale();
  const format = useOfficeFormat();
  // The office renders after hydration only, so the address can seed the search directly; it
  // goes back into it, so returning from a code's form finds the same list.
  const [filters, setFilters] = useState<PromoCodeFilters>(() =>
    filtersFromSearch(window.location.search),
  );
  const [trail, setTrail] = useState<string[]>([]);
  const { page, error, mutate } = useOfficePromoCodes(filters, trail.at(-1));
  const { field, message } = useOfficeError(error, ['q']);
  const { templates } = useOfficeBonusTemplates();

  function apply(next: PromoCodeFilters) {
    setFilters(next);
    setTrail([]);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${searchOfFilters(next)}${window.location.hash}`,
    );
  }

  const validity = (promo: PromoCode) => {
    if (!promo.starts_at && !promo.expires_at) return t('always');
    const from = promo.starts_at ? format.dateTime(promo.starts_at) : '…';
    const to = promo.expires_at ? format.dateTime(promo.expires_at) : '…';
    return `${from} – ${to}`;
  };

  const columns: Column<PromoCode>[] = [
    {
      key: 'code',
      header: t('columns.code'),
      required: true,
      cell: (promo) => (
        <>
          <strong className={officeStyles.mono}>{promo.code}</strong>
          <span className={officeStyles.sub}>{promo.name}</span>
        </>
      ),
      csv: (promo) => promo.code,
    },
    {
      key: 'template',
      header: t('columns.template'),
      cell: (promo) =>
        promo.template ? (
          <>
            <span className={officeStyles.mono}>{promo.template}</span>
            <span className={officeStyles.sub}>
              {templateName(templates, promo.template, locale)}
            </span>
          </>
        ) : (
          t('noTemplate')
        ),
      csv: (promo) => promo.template ?? '',
    },
    {
      key: 'uses',
      header: t('columns.uses'),
      cell: (promo) =>
        promo.max_uses === null
          ? t('usesUnlimited', { uses: promo.uses })
          : t('usesOf', { uses: promo.uses, max: promo.max_uses }),
      csv: (promo) => promo.uses,
    },
    {
      key: 'audience',
      header: t('columns.audience'),
      cell: (promo) =>
        [
          promo.new_players_only ? t('newPlayersOnly') : t('everyPlayer'),
          promo.currencies?.length ? promo.currencies.join(', ') : t('everyCurrency'),
        ].join(' · '),
    },
    { key: 'window', header: t('columns.window'), cell: validity },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (promo) => <ActiveBadge active={promo.active} />,
      csv: (promo) => (promo.active ? 'active' : 'off'),
    },
    {
      key: 'edit',
      header: t('columns.actions'),
      hiddenHeader: true,
      required: true,
      cell: (promo) => (
        <Link href={MARKETING_PAGES.promoCode(promo.code)} className="btn btn-ghost">
          {t('edit')}
          <span className="visually-hidden"> {promo.code}</span>
        </Link>
      ),
    },
  ];

  return (
    <section className={styles.tab} aria-labelledby="marketing-promo-codes">
      <div className={styles.toolbar}>
        <h1 id="marketing-promo-codes">{t('title')}</h1>
        <Link href={MARKETING_PAGES.newPromoCode} className="btn btn-primary">
          {t('new')}
        </Link>
      </div>
      <p className="muted">{t('lead')}</p>
      <SavedNotice />
      <PromoCodeSearch filters={filters} fieldError={field} onApply={apply} />
      {page ? <FormAlert message={message} /> : null}
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={page?.data}
        rowKey={(promo) => promo.code}
        error={error}
        onRetry={() => void mutate()}
        empty={filters.q ? t('emptySearch', { q: filters.q }) : t('empty')}
        storageKey="marketing-promo-codes"
        exportName="promo-codes"
        exportAll={() =>
          readEveryPage(async (after: string | undefined) => {
            const answer = await promoCodesPage(
              officeApi(),
              filters,
              after,
              OFFICE_EXPORT_PAGE_SIZE,
            );
            return { rows: answer.data, next: answer.next };
          })
        }
      />
      <CursorPager label={t('pages')} trail={trail} next={page?.next} onChange={setTrail} />
    </section>
  );
}
