import { getConsentSignaturePdf } from '@clinvia/contracts/operations/consents';
import { download } from '../../lib/download';
import { DownloadFileButton } from '../record/DownloadRecordFile';
import { signedConsentTexts as texts } from './texts';

/** CONSENT-6: a signed consent's PDF, fetched with the session's token and saved as a download. */
export function DownloadSignedConsent({ signatureId, title }: { signatureId: string; title: string }) {
  return (
    <DownloadFileButton
      label={texts.downloadPdf}
      name={texts.ofTitle(title)}
      save={() => download(getConsentSignaturePdf, { params: { signatureId } }, 'signed-consent.pdf')}
    />
  );
}
