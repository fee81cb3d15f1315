import { recordEntryInputSchema, recordLimits, type RecordEntry, type RecordEntryInput, type RecordList } from '@clinvia/contracts/record';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextAreaField, TextField } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { useApiForm } from '../../components/ui/useApiForm';

// RECORD-2: one entry's form (add or edit): checked with the contract's schema before sending,
// the server's per-field messages under their fields, the typing kept on a failure.

interface EntryFormProps {
  list: RecordList;
  entry?: RecordEntry;
  onSave: (input: RecordEntryInput) => Promise<void>;
  onCancel: () => void;
}

export function EntryForm({ list, entry, onSave, onCancel }: EntryFormProps) {
  const { t } = useTranslation('record');
  const form = useApiForm({
    schema: recordEntryInputSchema,
    defaultValues: { name: entry?.name ?? '', details: entry?.details ?? '', started_on: entry?.started_on ?? '', ended_on: entry?.ended_on ?? '' },
    fields: ['name', 'details', 'started_on', 'ended_on'],
    onSubmit: onSave,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={form.submit} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={entry === undefined ? t(`add.${list}`) : t('editEntry', { name: entry.name })}>
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <TextField label={t('fields.name')} hint={t(`hints.${list}`)} autoComplete="off" error={errors.name} {...form.register('name')} />
      <TextAreaField label={t('fields.details')} hint={t(`hints.details.${list}`)} optional rows={2} count={{ length: form.watch('details')?.length ?? 0, max: recordLimits.detailsMaxLength }} error={errors.details} {...form.register('details')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('fields.startedOn')} type="date" optional error={errors.started_on} {...form.register('started_on')} />
        <TextField label={t('fields.endedOn')} type="date" optional error={errors.ended_on} {...form.register('ended_on')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={isSubmitting} loadingText={t('saving')}>
          {t('save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
