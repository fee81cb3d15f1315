import { downloadMyRecordBundle, downloadMyRecordPdf } from '@clinvia/contracts/operations/fhir';
import { FileJson, FileText } from 'lucide-react';
import { useState } from 'react';
import { reasonOf } from '../../lib/api';
import { download } from '../../lib/download';
import { Button } from '../ui/Button';
import { recordDownloadTexts } from './texts';

export type RecordFormat = 'fhir' | 'pdf';

interface DownloadRecordProps {
  /** Saves the record in a format: the patient's own by default; a share link's on /shared-record (SHARE-3). */
  save?: (format: RecordFormat) => Promise<void>;
  /** The words around the buttons, when they are not the patient's own. */
  texts?: { intro: string; fhirButton: string; fhirHint: string; pdfButton: string; pdfHint: string };
}

const saveOwn = (format: RecordFormat) =>
  format === 'fhir' ? download(downloadMyRecordBundle, {}, recordDownloadTexts.fhirFallbackName) : download(downloadMyRecordPdf, {}, recordDownloadTexts.pdfFallbackName);

/** FHIR-5: 'Download my record', as a FHIR R4 Bundle (JSON) and as a readable PDF. */
export function DownloadRecord({ save = saveOwn, texts = recordDownloadTexts }: DownloadRecordProps) {
  const [busy, setBusy] = useState<RecordFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: RecordFormat) => {
    setBusy(format);
    setError(null);
    try {
      await save(format);
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <p className="text-sm text-slate-700">{texts.intro}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col items-start gap-1">
          <Button variant="secondary" loading={busy === 'fhir'} disabled={busy !== null} onClick={() => void run('fhir')}>
            <FileJson className="size-4" aria-hidden="true" />
            {texts.fhirButton}
          </Button>
          <span className="text-xs text-slate-600">{texts.fhirHint}</span>
        </div>
        <div className="flex flex-col items-start gap-1">
          <Button variant="secondary" loading={busy === 'pdf'} disabled={busy !== null} onClick={() => void run('pdf')}>
            <FileText className="size-4" aria-hidden="true" />
            {texts.pdfButton}
          </Button>
          <span className="text-xs text-slate-600">{texts.pdfHint}</span>
        </div>
      </div>
      {error !== null && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
