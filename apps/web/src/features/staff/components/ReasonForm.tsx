import { reasonSchema } from '@clinvia/contracts/staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../../lib/api';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormActions';
import { FieldError } from '../../../components/ui/Field';

interface ReasonFormProps {
  /** e.g. 'Reason for rejecting' */
  label: string;
  submitText: string;
  busyText: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
  /** The submit button's look: danger (a rejection, a deactivation) unless it gives something back. */
  tone?: 'danger' | 'primary';
}

/** An inline form that asks for the reason the other party will read; what was typed stays on failure. */
export function ReasonForm({ label, submitText, busyText, onSubmit, onCancel, tone = 'danger' }: ReasonFormProps) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = reasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('reasonForm.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(parsed.data.reason);
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={reason}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={error === null ? undefined : `${id}-error`}
        onChange={(event) => {
          setReason(event.target.value);
        }}
        className={`mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 ${error === null ? 'border-slate-300' : 'border-red-600'}`}
      />
      <FieldError id={`${id}-error`} message={error} />
      <FormActions className="mt-3 gap-2">
        <Button type="submit" loading={busy} loadingText={busyText} variant={tone}>
          {submitText}
        </Button>
        <Button onClick={onCancel} variant="secondary">
          {t('reasonForm.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}
