'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useUploadQueue } from '@/lib/hooks/data/use-risk-queue';
import { Link } from '@/lib/i18n/navigation';
import { CursorPager } from '../cursor-pager';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import { riskPlayerPath } from './paths';
import { useAge } from './use-age';
import styles from '../office.module.css';

type Upload = NonNullable<ReturnType<typeof useUploadQueue>['page']>['uploads'][number];

/**
 * The source-of-funds documents waiting for staff, oldest first: each opens its player's
 * verification page, where it is read and accepted or rejected.
 */
export function UploadQueue() {
  const t = useTranslations('office.risk.uploads');
  const format = useOfficeFormat();
  const age = useAge();
  const [trail, setTrail] = useState<string[]>([]);
  const { page, error, mutate } = useUploadQueue(trail.at(-1));

  const columns: Column<Upload>[] = [
    {
      key: 'sent',
      header: t('sent'),
      cell: (row) => (
        <>
          {format.dateTime(row.created_at)}
          <span className={styles.sub}>{age(row.created_at)}</span>
        </>
      ),
      csv: (row) => row.created_at,
    },
    {
      key: 'player',
      header: t('player'),
      required: true,
      cell: (row) => (
        <Link href={riskPlayerPath(row.user_id)}>
          {row.player.name || row.player.email || `#${row.user_id}`}
        </Link>
      ),
      csv: (row) => row.user_id,
    },
    { key: 'level', header: t('level'), cell: (row) => row.player.kyc_level },
    { key: 'file', header: t('file'), cell: (row) => row.file_name },
    {
      key: 'size',
      header: t('size'),
      cell: (row) => t('kilobytes', { size: Math.max(1, Math.round(row.size / 1024)) }),
      csv: (row) => row.size,
    },
    {
      key: 'review',
      header: t('review'),
      hiddenHeader: true,
      cell: (row) => (
        <Link
          className="btn btn-ghost"
          href={riskPlayerPath(row.user_id)}
          aria-label={t('reviewOf', { file: row.file_name, id: row.user_id })}
        >
          {t('review')}
        </Link>
      ),
    },
  ];

  return (
    <section className={styles.panel} id="uploads" aria-labelledby="risk-uploads">
      <h2 id="risk-uploads">{page ? t('titleCount', { count: page.total }) : t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={page?.uploads}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        exportName="kyc-documents"
      />
      <CursorPager
        label={t('pages')}
        order="earliest-first"
        trail={trail}
        next={page?.next}
        onChange={setTrail}
      />
    </section>
  );
}
