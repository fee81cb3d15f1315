import type { FileMeta } from '@clinvia/contracts/file-schemas';
import { getThreadAttachment } from '@clinvia/contracts/operations/threads';
import { Download, FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { fetchFile, useFileObjectUrl } from '../../lib/file-fetch';
import { Button } from '../ui/Button';
import { formatSize } from './texts';

/**
 * A photo shown inline, only ever as an <img> (MSG-7, FILE-4): its bytes are fetched with the
 * session's token (an <img src> to the API could not send it) and shown from a blob: address.
 */
function InlinePhoto({ threadId, file }: { threadId: string; file: FileMeta }) {
  const { t } = useTranslation('messagesKit');
  const { source, failed } = useFileObjectUrl(getThreadAttachment, { params: { threadId, fileId: file.id }, query: { inline: true } });
  if (failed) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <ImageOff className="size-4 shrink-0" aria-hidden="true" />
        {t('attachmentFailed')} {file.name}
      </p>
    );
  }
  return source === null ? (
    <div role="status" aria-label={t('loadingFile', { name: file.name })} className="h-40 w-full max-w-xs animate-pulse rounded-md bg-slate-200" />
  ) : (
    <img src={source} alt={file.name} className="max-h-80 w-auto max-w-full rounded-md border border-slate-200 object-contain" />
  );
}

/** A document (or any file) as a download button: its name, type and size. */
function DownloadButton({ threadId, file }: { threadId: string; file: FileMeta }) {
  const { t } = useTranslation('messagesKit');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = file.contentType === 'application/pdf' ? 'PDF' : file.contentType === 'image/png' ? 'PNG' : 'JPEG';
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { blob } = await fetchFile(getThreadAttachment, { params: { threadId, fileId: file.id } });
      saveBlob(blob, file.name);
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="secondary" size="sm" loading={busy} className="max-w-full" onClick={() => void save()}>
        {file.contentType === 'application/pdf' ? <FileText className="size-4 shrink-0" aria-hidden="true" /> : <Download className="size-4 shrink-0" aria-hidden="true" />}
        <span className="min-w-0 truncate">
          <span className="sr-only">{t('download')}</span> {file.name}
        </span>{' '}
        <span className="shrink-0 font-normal text-slate-600">
          ({kind}, {formatSize(file.size)})
        </span>
      </Button>
      {failure !== null && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}

/** A message's attachments: photos inline (with a download too), PDFs as downloads. */
export function Attachments({ threadId, files }: { threadId: string; files: readonly FileMeta[] }) {
  const { t } = useTranslation('messagesKit');
  if (files.length === 0) return null;
  return (
    <ul aria-label={t('attachments')} className="mt-3 space-y-3">
      {files.map((file) => (
        <li key={file.id} className="space-y-2">
          {file.contentType !== 'application/pdf' && <InlinePhoto threadId={threadId} file={file} />}
          <DownloadButton threadId={threadId} file={file} />
        </li>
      ))}
    </ul>
  );
}
