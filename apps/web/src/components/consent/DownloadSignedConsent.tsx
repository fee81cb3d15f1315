import { getConsentSignaturePdf } from '@clinvia/contracts/operations/consents';
import { useTranslation } from 'react-i18next';
import { download } from '../../lib/download';
import { DownloadFileButton } from '../record/DownloadRecordFile';

/** CONSENT-6: a signed consent's PDF, fetched with the session's token and saved as a download. */
export function DownloadSignedConsent({ signatureId, title }: { signatureId: string; title: string }) {
  const { t } = useTranslation('consent');
  return (
    <DownloadFileButton
      label={t('signed.downloadPdf')}
      name={t('signed.ofTitle', { title })}
      save={() => download(getConsentSignaturePdf, { params: { signatureId } }, 'signed-consent.pdf')}
    />
  );
}
