'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import type { KycFileSource } from '@/lib/api/office-risk';
import { FormAlert } from '../../form-alert';
import { useOfficeError } from '../../use-office-error';
import { useKycFile, type KycFile } from './use-kyc-file';
import styles from '../../office.module.css';
import riskStyles from '../risk.module.css';

/** A document image at full size, in a dialog; a link opens it in a tab of its own to zoom. */
export function FileViewer({
  title,
  file,
  onClose,
}: {
  title: string;
  file: KycFile;
  onClose: () => void;
}) {
  const t = useTranslations('office.riskPlayer.documents');
  const { message } = useOfficeError(file && 'error' in file ? file.error : null, []);
  return (
    <Dialog title={title} onClose={onClose} className={riskStyles.viewer}>
      {!file ? (
        <p role="status" className={styles.loading}>
          {t('loading')}
        </p>
      ) : 'error' in file ? (
        <FormAlert message={message ?? t('failed')} />
      ) : (
        <div className={riskStyles.header}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a blob URL, not an asset */}
          <img src={file.url} alt={title} />
          <a href={file.url} target="_blank" rel="noopener noreferrer" className={riskStyles.back}>
            {t('newTab')}
          </a>
        </div>
      )}
    </Dialog>
  );
}

/** The viewer for a file not fetched yet (an upload): it loads when opened. */
export function LazyFileViewer({
  userId,
  source,
  fileId,
  title,
  onClose,
}: {
  userId: number;
  source: KycFileSource;
  fileId: string;
  title: string;
  onClose: () => void;
}) {
  const file = useKycFile(userId, source, fileId, true);
  return <FileViewer title={title} file={file} onClose={onClose} />;
}
