import { getConsentSignaturePdf } from '@clinvia/contracts/operations/consents';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { reasonOf } from '../../lib/api';
import { download } from '../../lib/download';
import { Button } from '../ui/Button';

/** CONSENT-6: a signed consent's PDF, fetched with the session's token and saved as a download. */
export function DownloadSignedConsent({ signatureId, title }: { signatureId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await download(getConsentSignaturePdf, { params: { signatureId } }, 'signed-consent.pdf');
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void save()}>
        <Download className="size-4" aria-hidden="true" />
        Download PDF<span className="sr-only"> of {title}</span>
      </Button>
      {error !== null && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
