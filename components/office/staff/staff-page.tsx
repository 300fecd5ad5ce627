'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useStaffAccounts } from '@/lib/hooks/data/use-staff-accounts';
import { searchWithSort, sortFromSearch, type ListSort } from '@/lib/office/list-sort';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeFormat } from '../use-office-format';
import { useRoleName } from '../use-role-name';
import { CreateStaffForm } from './create-staff-form';
import styles from '../office.module.css';

type Account = NonNullable<ReturnType<typeof useStaffAccounts>['accounts']>[number];

/** The fields the list sorts by; the API answers every account at once, so the page sorts them. */
const SORT_FIELDS = ['name', 'role', 'last_login_at'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** `/office/staff`: every staff account, and a form for a new one (`staff.manage`). */
export function StaffPage() {
  return (
    <SectionGate section="staff">
      <StaffList />
    </SectionGate>
  );
}

function StaffList() {
  const t = useTranslations('office.staff');
  const format = useOfficeFormat();
  const roleName = useRoleName();
  const locale = useLocale();
  const { accounts, error, mutate } = useStaffAccounts();
  // The office renders after hydration only, so the address can seed the order directly.
  const [sort, setSort] = useState<ListSort<SortField> | null>(() =>
    sortFromSearch(window.location.search, SORT_FIELDS),
  );

  function changeSort(next: ListSort) {
    setSort(next as ListSort<SortField>);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${searchWithSort(window.location.search, next)}${window.location.hash}`,
    );
  }

  const sorted = accounts && sort ? sortAccounts(accounts, sort, locale, roleName) : accounts;

  const columns: Column<Account>[] = [
    {
      key: 'member',
      header: t('columns.member'),
      required: true,
      sort: 'name',
      cell: (account) => (
        <>
          <strong>{account.name}</strong>
          <span className={styles.sub}>{account.email}</span>
        </>
      ),
      csv: (account) => `${account.name} <${account.email}>`,
    },
    {
      key: 'role',
      header: t('columns.role'),
      sort: 'role',
      cell: (account) => roleName(account.role),
    },
    {
      key: 'factor',
      header: t('columns.factor'),
      cell: (account) => (
        <span className={styles.badge} data-tone={account.totp_enrolled ? 'success' : 'pending'}>
          {account.totp_enrolled ? t('factor.enrolled') : t('factor.pending')}
        </span>
      ),
      csv: (account) => (account.totp_enrolled ? t('factor.enrolled') : t('factor.pending')),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (account) => (
        <span className={styles.badge} data-tone={account.disabled ? 'failure' : 'success'}>
          {account.disabled ? t('state.disabled') : t('state.active')}
        </span>
      ),
      csv: (account) => (account.disabled ? t('state.disabled') : t('state.active')),
    },
    {
      key: 'lastLogin',
      header: t('columns.lastLogin'),
      sort: 'last_login_at',
      cell: (account) =>
        account.last_login_at ? format.dateTime(account.last_login_at) : t('never'),
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <CreateStaffForm onCreated={() => void mutate()} />
      <section aria-labelledby="staff-list">
        <h2 id="staff-list">{t('listTitle')}</h2>
        <ListTable
          caption={t('listTitle')}
          columns={columns}
          rows={sorted}
          rowKey={(account) => account.id}
          error={error}
          onRetry={() => void mutate()}
          empty={t('empty')}
          storageKey="staff"
          sort={sort}
          onSortChange={changeSort}
          exportName="staff"
        />
      </section>
    </div>
  );
}

/**
 * The accounts in `sort`'s order, in the page's language; members who never signed in come last
 * either way. The API answers them all at once (ordered by id), so this is the whole list's order.
 */
function sortAccounts(
  accounts: readonly Account[],
  sort: ListSort<SortField>,
  locale: string,
  roleName: (role: string) => string,
): Account[] {
  const sign = sort.direction === 'desc' ? -1 : 1;
  const key = {
    name: (account: Account) => account.name,
    role: (account: Account) => roleName(account.role),
    last_login_at: (account: Account) => account.last_login_at,
  }[sort.field];
  // Names in the language's order; times as ISO strings, whose order is the clock's.
  const compare =
    sort.field === 'last_login_at'
      ? (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0)
      : new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare;
  return [...accounts].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    if (left == null || right == null) return left == null ? (right == null ? 0 : 1) : -1;
    return sign * compare(left, right) || a.id - b.id;
  });
}
