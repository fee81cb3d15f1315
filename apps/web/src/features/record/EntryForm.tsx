import { recordEntryInputSchema, recordLimits, type RecordEntry, type RecordEntryInput, type RecordList } from '@clinvia/contracts/record';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormAlert, TextAreaField, TextField } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { ApiError, reasonOf } from '../../lib/api';
import { recordPageTexts as texts } from './texts';

// RECORD-2: one entry's form (add or edit): checked with the contract's schema before sending,
// the server's per-field messages under their fields, the typing kept on a failure.

type Field = 'name' | 'details' | 'started_on' | 'ended_on';
const fieldNames: readonly Field[] = ['name', 'details', 'started_on', 'ended_on'];

interface EntryFormProps {
  list: RecordList;
  entry?: RecordEntry;
  onSave: (input: RecordEntryInput) => Promise<void>;
  onCancel: () => void;
}

export function EntryForm({ list, entry, onSave, onCancel }: EntryFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    name: entry?.name ?? '',
    details: entry?.details ?? '',
    started_on: entry?.started_on ?? '',
    ended_on: entry?.ended_on ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const focusFirst = (fields: Partial<Record<Field, string>>) => {
    const first = fieldNames.find((field) => fields[field] !== undefined);
    if (first !== undefined) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = recordEntryInputSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.data);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const known = Object.fromEntries(Object.entries(fields ?? {}).filter(([field]) => fieldNames.includes(field as Field))) as Partial<Record<Field, string>>;
      if (Object.keys(known).length > 0) {
        setErrors(known);
        focusFirst(known);
      } else setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  const bind = (field: Field) => ({
    id: `${id}-${field}`,
    value: values[field],
    error: errors[field] === undefined ? undefined : { type: 'validate', message: errors[field] },
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [field]: event.target.value });
    },
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={entry === undefined ? texts.add[list] : texts.editing(entry.name)}>
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField label={texts.fields.name} hint={texts.hints[list]} autoComplete="off" {...bind('name')} />
      <TextAreaField label={texts.fields.details} hint={texts.hints.details[list]} optional rows={2} count={{ length: values.details.length, max: recordLimits.detailsMaxLength }} {...bind('details')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={texts.fields.startedOn} type="date" optional {...bind('started_on')} />
        <TextField label={texts.fields.endedOn} type="date" optional {...bind('ended_on')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={busy} loadingText={texts.saving}>
          {texts.save}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
