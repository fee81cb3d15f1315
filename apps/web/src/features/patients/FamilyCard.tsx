import { dependentInputSchema, dependentRelationships, type Dependent } from '@clinvia/contracts/dependents';
import * as operations from '@clinvia/contracts/operations/dependents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/fields';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { LoadState } from '../../components/ui/LoadState';
import { useApiForm } from '../../components/ui/useApiForm';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { operationKey, operationMutation, operationQuery } from '../../lib/operation-queries';
import { ListCard, ListCardForm, useCardResult } from './ListCard';

// FAMILY-1, FAMILY-5: the patient's dependents on /patient-profile: add, edit, remove, and say
// who has come of age (no longer booked for). The server checks every field again.

const listKey = operationKey(operations.listDependents);

function DependentForm({ editing, onDone, onCancel }: { editing: Dependent | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('patients');
  const relationshipOptions = dependentRelationships.map((value) => ({ value, label: t(`family.relationships.${value}`) }));
  const queryClient = useQueryClient();
  const add = useMutation(operationMutation(operations.addDependent));
  const update = useMutation(operationMutation(operations.updateDependent));
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: dependentInputSchema,
    defaultValues: { name: editing?.name ?? '', date_of_birth: editing?.date_of_birth ?? '', relationship: editing?.relationship },
    fields: ['name', 'date_of_birth', 'relationship'],
    onSubmit: async (values) => {
      const answer = editing ? await update.mutateAsync({ params: { dependentId: editing.id }, body: values }) : await add.mutateAsync({ body: values });
      await queryClient.invalidateQueries({ queryKey: listKey });
      onDone(answer.message);
    },
  });
  const titleId = 'dependent-form-title';
  return (
    <ListCardForm titleId={titleId} title={editing ? t('family.editTitle', { name: editing.name }) : t('family.addTitle')} failure={failure} onSubmit={submit}>
      <TextField label={t('family.nameLabel')} autoComplete="off" error={errors.name} {...register('name')} />
      <TextField label={t('family.dateOfBirthLabel')} type="date" error={errors.date_of_birth} {...register('date_of_birth')} />
      <SelectField label={t('family.relationshipLabel')} placeholder={t('family.relationshipPlaceholder')} options={relationshipOptions} error={errors.relationship} {...register('relationship')} />
      <FormActions>
        <Button type="submit" loading={isSubmitting} loadingText={t('family.saving')}>
          {t('family.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('family.cancel')}
        </Button>
      </FormActions>
    </ListCardForm>
  );
}

/** The Family section of /patient-profile (FAMILY-1). */
export function FamilyCard() {
  const { t } = useTranslation('patients');
  const language = useLanguage();
  const list = useQuery(operationQuery(operations.listDependents));
  const remove = useMutation(operationMutation(operations.removeDependent));
  // null: no form; 'new': adding; a dependent: editing them.
  const [form, setForm] = useState<Dependent | 'new' | null>(null);
  const { result, setResult, changeAfterConfirm } = useCardResult(listKey);

  function removeOne(dependent: Dependent) {
    return changeAfterConfirm({ title: t('family.removeTitle', { name: dependent.name }), text: t('family.removeText'), confirmText: t('family.removeConfirm') }, () =>
      remove.mutateAsync({ params: { dependentId: dependent.id } }),
    );
  }

  const done = (message: string) => {
    setForm(null);
    setResult({ tone: 'success', text: message });
  };

  return (
    <ListCard
      id="family"
      title={t('family.title')}
      intro={t('family.intro')}
      addLabel={t('family.add')}
      onAdd={
        form === null
          ? () => {
              setResult(null);
              setForm('new');
            }
          : null
      }
      result={result}
    >
      {form === 'new' ? <DependentForm editing={null} onDone={done} onCancel={() => { setForm(null); }} /> : null}
      <div className="mt-4">
        <LoadState pending={list.isPending} error={list.error} empty={list.data?.dependents.length === 0 && form !== 'new'} emptyText={t('family.empty')} onRetry={() => void list.refetch()}>
          {list.data && (
            <ul className="divide-y divide-slate-100">
              {list.data.dependents.map((dependent) => (
                <li key={dependent.id} className="py-3">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">
                        {dependent.name} <span className="font-normal text-slate-600">· {t(`family.relationships.${dependent.relationship}`)}</span>
                      </p>
                      <p className="text-sm text-slate-700">
                        {formatClinicDate(dependent.date_of_birth, 'medium', language)} · {t('family.age', { count: dependent.age })}
                      </p>
                      {dependent.has_own_account ? (
                        <p className="mt-1">
                          <Badge tone="green">{t('family.hasOwnAccount')}</Badge>
                        </p>
                      ) : dependent.can_book ? null : (
                        <p className="mt-1">
                          <Badge tone="amber">{t('family.ofAge', { ageOfMajority: list.data.age_of_majority })}</Badge>
                        </p>
                      )}
                    </div>
                    {/* FAMILY-10: a dependent who claimed their record is no longer the guardian's to change. */}
                    {dependent.has_own_account ? null : (
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => {
                            setResult(null);
                            setForm(dependent);
                          }}
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                          {t('family.edit')}
                          <span className="sr-only"> {dependent.name}</span>
                        </Button>
                        <Button variant="secondary" size="sm" onClick={() => void removeOne(dependent)}>
                          <Trash2 className="size-4" aria-hidden="true" />
                          {t('family.remove')}
                          <span className="sr-only"> {dependent.name}</span>
                        </Button>
                      </div>
                    )}
                  </div>
                  {form !== null && form !== 'new' && form.id === dependent.id ? <DependentForm editing={dependent} onDone={done} onCancel={() => { setForm(null); }} /> : null}
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </ListCard>
  );
}
