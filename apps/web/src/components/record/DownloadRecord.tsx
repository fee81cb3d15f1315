import { downloadMyRecordBundle, downloadMyRecordPdf } from '@clinvia/contracts/operations/fhir';
import { FileJson, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../lib/api';
import { download } from '../../lib/download';
import { Button } from '../ui/Button';

export type RecordFormat = 'fhir' | 'pdf';

interface DownloadRecordProps {
  /** Saves the record in a format: the patient's own by default; a share link's on /shared-record (SHARE-3). */
  save?: (format: RecordFormat) => Promise<void>;
  /** The words around the buttons, when they are not the patient's own. */
  texts?: { intro: string; fhirButton: string; fhirHint: string; pdfButton: string; pdfHint: string };
}

/** The files' names when the answer does not name them. */
const fallbackNames = { fhir: 'clinvia-record.json', pdf: 'clinvia-record.pdf' } as const;

const saveOwn = (format: RecordFormat) =>
  format === 'fhir' ? download(downloadMyRecordBundle, {}, fallbackNames.fhir) : download(downloadMyRecordPdf, {}, fallbackNames.pdf);

/** FHIR-5: 'Download my record', as a FHIR R4 Bundle (JSON) and as a readable PDF. */
export function DownloadRecord({ save = saveOwn, texts: given }: DownloadRecordProps) {
  const { t } = useTranslation('recordKit');
  const texts = given ?? {
    intro: t('downloads.intro'),
    fhirButton: t('downloads.fhirButton'),
    fhirHint: t('downloads.fhirHint'),
    pdfButton: t('downloads.pdfButton'),
    pdfHint: t('downloads.pdfHint'),
  };
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
