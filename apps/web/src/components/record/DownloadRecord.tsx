import { downloadMyRecordBundle, downloadMyRecordPdf } from '@clinvia/contracts/operations/fhir';
import { FileJson, FileText } from 'lucide-react';
import { useState } from 'react';
import { reasonOf } from '../../lib/api';
import { download } from '../../lib/download';
import { Button } from '../ui/Button';
import { recordDownloadTexts as texts } from './texts';

type Format = 'fhir' | 'pdf';

/** FHIR-5: 'Download my record', as a FHIR R4 Bundle (JSON) and as a readable PDF. */
export function DownloadRecord() {
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async (format: Format) => {
    setBusy(format);
    setError(null);
    try {
      if (format === 'fhir') await download(downloadMyRecordBundle, {}, texts.fhirFallbackName);
      else await download(downloadMyRecordPdf, {}, texts.pdfFallbackName);
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
          <Button variant="secondary" loading={busy === 'fhir'} disabled={busy !== null} onClick={() => void save('fhir')}>
            <FileJson className="size-4" aria-hidden="true" />
            {texts.fhirButton}
          </Button>
          <span className="text-xs text-slate-600">{texts.fhirHint}</span>
        </div>
        <div className="flex flex-col items-start gap-1">
          <Button variant="secondary" loading={busy === 'pdf'} disabled={busy !== null} onClick={() => void save('pdf')}>
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
