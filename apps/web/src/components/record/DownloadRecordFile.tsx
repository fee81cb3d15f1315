import { getRecordFile } from '@clinvia/contracts/operations/record';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../lib/api';
import { download } from '../../lib/download';
import { Button } from '../ui/Button';

/** A document's 'Download' button (or `label`), its file named for screen readers and its failure said under it. */
export function DownloadFileButton({ name, save, label }: { name: string; save: () => Promise<void>; label?: string }) {
  const { t } = useTranslation('recordKit');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await save();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void run()}>
        <Download className="size-4" aria-hidden="true" />
        {label ?? t('download')}
        <span className="sr-only"> {name}</span>
      </Button>
      {error !== null && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}

/** RECORD-6: a document of the record, fetched with the session's token and saved as a download. */
export function DownloadRecordFile({ patientId, fileId, name }: { patientId: string; fileId: string; name: string }) {
  return <DownloadFileButton name={name} save={() => download(getRecordFile, { params: { patientId, fileId } }, name)} />;
}
