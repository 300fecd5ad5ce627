'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { officeApi } from '@/lib/api/office';
import { decideKycUpload } from '@/lib/api/office-risk';
import { numberLocales, type Locale } from '@/lib/i18n/config';
import { DecisionDialog } from '../../decision-dialog';
import { FormAlert } from '../../form-alert';
import { ListTable, type Column } from '../../list-table';
import { useOfficeError } from '../../use-office-error';
import { useOfficeFormat } from '../../use-office-format';
import { LazyFileViewer } from './file-viewer';
import type { KycUpload, PlayerChange, PlayerKyc } from './player-kyc-types';
import { openKycFileInTab } from './use-kyc-file';
import styles from '../../office.module.css';

type Decision = { upload: KycUpload; kind: 'accept' | 'reject' };
const TONE = { pending: 'pending', accepted: 'success', rejected: 'failure' } as const;

/** The player's source-of-funds documents (L3): view each, accept it, or reject it with a note. */
export function UploadsPanel({
  kyc,
  onChange,
}: {
  kyc: PlayerKyc;
  onChange: (change: PlayerChange) => Promise<void> | void;
}) {
  const t = useTranslations('office.riskPlayer.uploads');
  const locale = useLocale() as Locale;
  const format = useOfficeFormat();
  const userId = kyc.player.id;
  const [viewing, setViewing] = useState<KycUpload | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const { message } = useOfficeError(openError, []);
  const size = (bytes: number) =>
    new Intl.NumberFormat(numberLocales[locale], {
      style: 'unit',
      unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));

  async function view(upload: KycUpload) {
    setOpenError(null);
    if (upload.mime.startsWith('image/')) setViewing(upload);
    else setOpenError(await openKycFileInTab(userId, 'uploads', upload.id));
  }

  async function decide({ upload, kind }: Decision, note: string) {
    try {
      const answer = await decideKycUpload(officeApi(), userId, upload.id, {
        decision: kind,
        ...(note && { note }),
      });
      setDeciding(null);
      await onChange({
        kyc: answer,
        text: t(kind === 'accept' ? 'accepted' : 'rejected', { name: upload.file_name }),
        tone: 'info',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'upload_decided') {
        setDeciding(null);
        await onChange({ text: t('alreadyDecided', { name: upload.file_name }), tone: 'error' });
        return;
      }
      throw error;
    }
  }

  const columns: Column<KycUpload>[] = [
    {
      key: 'file',
      header: t('columns.file'),
      cell: (row) => (
        <>
          <span className={styles.mono}>{row.file_name}</span>
          <span className={styles.sub}>
            {row.mime} · {size(row.size)}
          </span>
        </>
      ),
    },
    { key: 'sent', header: t('columns.sent'), cell: (row) => format.dateTime(row.created_at) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <>
          <span className={styles.badge} data-tone={TONE[row.status]}>
            {t(`statuses.${row.status}`)}
          </span>
          {row.note ? <span className={styles.sub}>{row.note}</span> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      cell: (row) => (
        <span className={styles.row}>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('viewOne', { name: row.file_name })}
            onClick={() => void view(row)}
          >
            {t('view')}
          </button>
          {row.status === 'pending' ? (
            <>
              <button
                type="button"
                className="btn btn-primary"
                aria-label={t('acceptOne', { name: row.file_name })}
                onClick={() => setDeciding({ upload: row, kind: 'accept' })}
              >
                {t('accept')}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={t('rejectOne', { name: row.file_name })}
                onClick={() => setDeciding({ upload: row, kind: 'reject' })}
              >
                {t('reject')}
              </button>
            </>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <FormAlert message={openError ? (message ?? t('openFailed')) : null} />
      <ListTable
        caption={t('caption')}
        columns={columns}
        rows={kyc.uploads}
        rowKey={(row) => row.id}
        empty={t('empty')}
      />
      {viewing ? (
        <LazyFileViewer
          userId={userId}
          source="uploads"
          fileId={viewing.id}
          title={viewing.file_name}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {deciding ? (
        <DecisionDialog
          title={deciding.kind === 'accept' ? t('acceptTitle') : t('rejectTitle')}
          summary={
            <p>
              {t('summary', {
                name: deciding.upload.file_name,
                when: format.dateTime(deciding.upload.created_at),
              })}{' '}
              {deciding.kind === 'reject' ? t('rejectNote') : t('acceptNote')}
            </p>
          }
          submitLabel={deciding.kind === 'accept' ? t('accept') : t('reject')}
          noteRequired={deciding.kind === 'reject'}
          noteLabel={deciding.kind === 'reject' ? t('noteLabel') : undefined}
          noteHint={deciding.kind === 'reject' ? t('noteHint') : undefined}
          danger={deciding.kind === 'reject'}
          onSubmit={(note) => decide(deciding, note)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
