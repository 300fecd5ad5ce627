'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from '@/lib/zod';
import type { providerDocumentSchema } from '@/lib/schemas/kyc';
import { FormAlert } from '../../form-alert';
import { useOfficeError } from '../../use-office-error';
import { useOfficeFormat } from '../../use-office-format';
import { FileViewer } from './file-viewer';
import { openKycFileInTab, useKycFile } from './use-kyc-file';
import styles from '../../office.module.css';
import riskStyles from '../risk.module.css';

type ProviderDocument = z.infer<typeof providerDocumentSchema>;

const PDF = 'application/pdf';

/** The provider's documents of the player: thumbnails that open larger; a PDF opens in a tab. */
export function ProviderDocuments({
  userId,
  documents,
  error,
}: {
  userId: number;
  documents: readonly ProviderDocument[];
  error: string | null;
}) {
  const t = useTranslations('office.riskPlayer.documents');
  const te = useTranslations('error');
  // The API names why by an error code (`kyc_unavailable`); its words when the site has them.
  const reason = error && te.has(error as 'unknown') ? te(error as 'unknown') : error;
  return (
    <>
      {error ? <FormAlert message={t('error', { error: reason ?? '' })} /> : null}
      {documents.length === 0 ? (
        error ? null : (
          <p className="muted">{t('empty')}</p>
        )
      ) : (
        <ul className={riskStyles.documents}>
          {documents.map((document) => (
            <DocumentCard key={document.id} userId={userId} document={document} />
          ))}
        </ul>
      )}
    </>
  );
}

function DocumentCard({ userId, document }: { userId: number; document: ProviderDocument }) {
  const t = useTranslations('office.riskPlayer.documents');
  const format = useOfficeFormat();
  // A PDF is fetched only when asked for; anything else is drawn as its thumbnail.
  const file = useKycFile(userId, 'documents', document.id, document.mime !== PDF);
  const [viewing, setViewing] = useState(false);
  const [openError, setOpenError] = useState<unknown>(null);
  const { message } = useOfficeError(openError, []);
  const type = t.has(`types.${document.doc_type}` as 'types.SELFIE')
    ? t(`types.${document.doc_type}` as 'types.SELFIE')
    : document.doc_type;
  const name = document.file_name ? `${type}: ${document.file_name}` : type;
  const isPdf = document.mime === PDF || (file !== null && 'type' in file && file.type === PDF);

  async function openPdf() {
    setOpenError(null);
    setOpenError(await openKycFileInTab(userId, 'documents', document.id));
  }

  return (
    <li className={riskStyles.document}>
      {isPdf ? (
        <button
          type="button"
          className={riskStyles.thumb}
          onClick={() => void openPdf()}
          aria-label={t('openPdf', { name })}
        >
          <span className={riskStyles.pdf} aria-hidden="true">
            PDF
          </span>
        </button>
      ) : file && 'url' in file ? (
        <button
          type="button"
          className={riskStyles.thumb}
          onClick={() => setViewing(true)}
          aria-label={t('open', { name })}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a blob URL, not an asset */}
          <img src={file.url} alt="" />
        </button>
      ) : (
        <span className={riskStyles.thumb} role="status">
          {file ? t('failed') : t('loading')}
        </span>
      )}
      <strong>{type}</strong>
      {document.file_name ? (
        <span className={`${styles.sub} ${styles.mono}`}>{document.file_name}</span>
      ) : null}
      {document.added_at ? (
        <span className={styles.sub}>
          {t('added', { when: format.dateTime(document.added_at) })}
        </span>
      ) : null}
      <FormAlert message={openError ? (message ?? t('failed')) : null} />
      {viewing ? <FileViewer title={name} file={file} onClose={() => setViewing(false)} /> : null}
    </li>
  );
}
