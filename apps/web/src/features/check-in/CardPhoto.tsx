import { chosenFileProblem } from '@clinvia/contracts/files';
import type { CardSide, CheckIn } from '@clinvia/contracts/check-ins';
import { getCheckInCard, removeCheckInCard, uploadCheckInCard } from '@clinvia/contracts/operations/check-ins';
import { useMutation } from '@tanstack/react-query';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/Button';
import { reasonOf } from '../../lib/api';
import { useFileObjectUrl } from '../../lib/file-fetch';
import { operationMutation } from '../../lib/operation-queries';

/** The stored photo, fetched with the session's token and shown only as an <img> (FILE-4). */
function Preview({ appointmentId, side, fileId, label }: { appointmentId: string; side: CardSide; fileId: string; label: string }) {
  const { t } = useTranslation('checkIn');
  // A new photo keeps the address: its file id fetches it again.
  const { source, failed } = useFileObjectUrl(getCheckInCard, { params: { appointmentId, side }, query: { inline: true } }, fileId);
  if (failed) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <ImageOff className="size-4" aria-hidden="true" />
        {t('photoFailed')}
      </p>
    );
  }
  return source === null ? <div role="status" aria-label={t(`loadingPhoto.${side}`)} className="h-32 w-full animate-pulse rounded-md bg-slate-200" /> : <img src={source} alt={label} className="max-h-48 w-auto max-w-full rounded-md border border-slate-200 object-contain" />;
}

/** CHECKIN-4: one side of the insurance card: add, preview, replace or remove its photo (saved at once). */
export function CardPhoto({ checkIn, side, onSaved }: { checkIn: CheckIn; side: CardSide; onSaved: (next: CheckIn) => void }) {
  const { t } = useTranslation('checkIn');
  const label = t(`sides.${side}`);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const params = { appointmentId: checkIn.appointment_id, side };
  const upload = useMutation(operationMutation(uploadCheckInCard, (body: FormData) => ({ params, body })));
  const remove = useMutation(operationMutation(removeCheckInCard, () => ({ params })));
  const file = checkIn.cards[side];
  const busy = upload.isPending || remove.isPending;

  const choose = async (chosen: File | undefined) => {
    if (chosen === undefined) return;
    const early = chosenFileProblem(chosen);
    setProblem(early);
    if (early !== null) return;
    const body = new FormData();
    body.append('file', chosen);
    try {
      onSaved((await upload.mutateAsync(body)).check_in);
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="rounded-lg border border-slate-200 p-3" role="group" aria-labelledby={`${inputId}-title`}>
      <p id={`${inputId}-title`} className="font-medium text-slate-900">
        {label}
      </p>
      <div className="mt-2">{file !== null && <Preview appointmentId={checkIn.appointment_id} side={side} fileId={file.id} label={label} />}</div>
      <div className="mt-2 flex flex-wrap gap-2">
        {/* The input inside its label: the keyboard reaches it, the label shows its focus. */}
        <label className={buttonClass({ variant: 'outline', className: 'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600' })}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            className="sr-only"
            aria-describedby={problem === null ? undefined : `${inputId}-problem`}
            aria-invalid={problem === null ? undefined : true}
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Upload className="size-4" aria-hidden="true" />
          {upload.isPending ? t('uploading') : file === null ? t(`addPhoto.${side}`) : t(`replacePhoto.${side}`)}
        </label>
        {file !== null && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setProblem(null);
              remove.mutate(undefined, { onSuccess: (result) => { onSaved(result.check_in); }, onError: (error) => { setProblem(reasonOf(error)); } });
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t(`removePhoto.${side}`)}
          </Button>
        )}
      </div>
      {problem !== null && (
        <p id={`${inputId}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
