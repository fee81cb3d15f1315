import { fileRules } from '@clinvia/contracts/files';
import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { addFiles } from './files';
import { formatSize } from './texts';

interface FilePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The browser's refusals of the last choice and the server's message for `files`. */
  problems: readonly string[];
  onProblems: (problems: string[]) => void;
  disabled?: boolean;
}

/**
 * The attachment picker (MSG-UI-3, MSG-7): JPEG, PNG or PDF, 10 MB each, 5 a message, checked
 * here with a message per refused file; the chosen files listed with their size and a Remove
 * button each. The files stay chosen when a send fails.
 */
export function FilePicker({ files, onChange, problems, onProblems, disabled = false }: FilePickerProps) {
  const { t } = useTranslation('messagesKit');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const full = files.length >= fileRules.maxFilesPerMessage;
  // Remove gives the focus back to the picker once the list is drawn again: a full picker is
  // disabled until then, and a disabled input takes no focus (the focus would fall to the page).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [files]);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('filesLabel')} <span className="font-normal text-slate-600">{t('optional')}</span>
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        {full ? t('filesFull') : t('filesHint')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={fileRules.accept}
        disabled={disabled || full}
        aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
        aria-invalid={problems.length > 0 ? true : undefined}
        className="mt-2 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again after removing it fires again.
          event.target.value = '';
          const next = addFiles(files, chosen);
          onChange(next.files);
          onProblems(next.problems);
        }}
      />
      {problems.length > 0 && (
        <ul id={problemsId} role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul aria-label={t('chosenFiles')} className="mt-2 space-y-1">
          {files.map((file, index) => (
            <li key={`${file.name}-${String(index)}`} className="flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm">
              <Paperclip className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-slate-800">{file.name}</span>
              <span className="shrink-0 text-slate-600">{formatSize(file.size)}</span>
              <Button
                variant="link"
                disabled={disabled}
                onClick={() => {
                  refocus.current = true;
                  onChange(files.filter((_, at) => at !== index));
                  onProblems([]);
                }}
              >
                <X className="size-4" aria-hidden="true" />
                {t('removeFile')}
                <span className="sr-only"> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
