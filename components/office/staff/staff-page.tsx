'use client';

import { useTranslations } from 'next-intl';
import { useStaffAccounts } from '@/lib/hooks/data/use-staff-accounts';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeFormat } from '../use-office-format';
import { useRoleName } from '../use-role-name';
import { CreateStaffForm } from './create-staff-form';
import styles from '../office.module.css';

type Account = NonNullable<ReturnType<typeof useStaffAccounts>['accounts']>[number];

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
  const { accounts, error, mutate } = useStaffAccounts();

  const columns: Column<Account>[] = [
    {
      key: 'member',
      header: t('columns.member'),
      cell: (account) => (
        <>
          <strong>{account.name}</strong>
          <span className={styles.sub}>{account.email}</span>
        </>
      ),
    },
    { key: 'role', header: t('columns.role'), cell: (account) => roleName(account.role) },
    {
      key: 'factor',
      header: t('columns.factor'),
      cell: (account) => (
        <span className={styles.badge} data-tone={account.totp_enrolled ? 'success' : 'pending'}>
          {account.totp_enrolled ? t('factor.enrolled') : t('factor.pending')}
        </span>
      ),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (account) => (
        <span className={styles.badge} data-tone={account.disabled ? 'failure' : 'success'}>
          {account.disabled ? t('state.disabled') : t('state.active')}
        </span>
      ),
    },
    {
      key: 'lastLogin',
      header: t('columns.lastLogin'),
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
          rows={accounts}
          rowKey={(account) => account.id}
          error={error}
          onRetry={() => void mutate()}
          empty={t('empty')}
        />
      </section>
    </div>
  );
}
