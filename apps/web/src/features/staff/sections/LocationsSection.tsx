import { locationCreateSchema, type Location } from '@clinvia/contracts/locations';
import * as operations from '@clinvia/contracts/operations/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, TextField } from '../../../components/fields';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { SaveOrCancel } from '../../../components/ui/FormActions';
import { LoadState } from '../../../components/ui/LoadState';
import { Table } from '../../../components/ui/Table';
import { useApiForm } from '../../../components/ui/useApiForm';
import { reasonOf } from '../../../lib/api';
import { operationKey, operationMutation, operationQuery } from '../../../lib/operation-queries';
import { Section } from '../components/Section';
import { useListEditing } from '../components/useListEditing';

// LOC-1 to LOC-3: the clinic's locations. Staff add and edit them (name, address, a time zone
// from the list) and retire one no doctor uses; the default location keeps the clinic's zone.

const listKey = operationKey(operations.listLocations);

/** US zones first (the clinic's own country), then every other zone in order. */
function zoneOptions(zones: readonly string[]): { value: string; label: string }[] {
  const american = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu'].filter((zone) => zones.includes(zone));
  return [...american, ...zones.filter((zone) => !american.includes(zone))].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

interface FormProps {
  editing: Location | null;
  zones: readonly string[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

function LocationForm({ editing, zones, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const create = useMutation(operationMutation(operations.createLocation));
  const update = useMutation(operationMutation(operations.updateLocation));
  const isDefault = editing?.is_default === true;
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: locationCreateSchema,
    defaultValues: { name: editing?.name ?? '', address: editing?.address ?? '', time_zone: editing?.time_zone ?? '' },
    fields: ['name', 'address', 'time_zone'],
    onSubmit: async (values) => {
      const answer = editing
        ? await update.mutateAsync({ params: { id: editing.id }, body: isDefault ? { name: values.name, address: values.address } : values })
        : await create.mutateAsync({ body: values });
      await queryClient.invalidateQueries({ queryKey: listKey });
      onDone(answer.message);
    },
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="location-form-title">
      <h2 id="location-form-title" className="text-lg font-semibold text-slate-900">
        {editing ? t('locations.edit', { name: editing.name }) : t('locations.add')}
      </h2>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('locations.name')} autoComplete="off" error={errors.name} {...register('name')} />
        <TextField label={t('locations.address')} autoComplete="off" error={errors.address} {...register('address')} />
      </div>
      {isDefault ? (
        <p className="text-sm text-slate-600">
          {t('locations.zone')}: <span className="font-medium text-slate-900">{editing.time_zone}</span>. {t('locations.defaultZone')}
        </p>
      ) : (
        <div className="md:w-1/2">
          <SelectField label={t('locations.zone')} placeholder={t('locations.zonePlaceholder')} options={zoneOptions(zones)} error={errors.time_zone} {...register('time_zone')} />
        </div>
      )}
      <SaveOrCancel busy={isSubmitting} saveText={t(editing ? 'locations.save' : 'locations.create')} onCancel={editing ? onCancel : undefined} />
    </form>
  );
}

function MobileLabelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <span className="text-slate-500 md:hidden">{`${label}: `}</span>
      {children}
    </span>
  );
}

export default function LocationsSection() {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const list = useQuery(operationQuery(operations.listLocations));
  const retire = useMutation(operationMutation(operations.retireLocation));
  const { editing, result, setResult, formKey, edit, done, cancel } = useListEditing<Location>();

  async function retireOne(location: Location) {
    setResult(null);
    try {
      const answer = await retire.mutateAsync({ params: { id: location.id } });
      setResult({ tone: 'success', text: `${answer.message} ${location.name}` });
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      setResult({ tone: 'error', text: `${location.name}: ${reasonOf(error)}` });
    }
  }

  return (
    <Section title={t('locations.title')} description={t('locations.description')}>
      <LoadState pending={list.isPending} error={list.error} empty={false} emptyText="" onRetry={() => void list.refetch()}>
        {list.data && (
          <div className="space-y-6">
            {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
            <Table
              caption={t('locations.caption')}
              rows={list.data.locations}
              rowKey={(location) => location.id}
              emptyText={t('locations.empty')}
              columns={[
                {
                  header: t('locations.name'),
                  cell: (location) => (
                    <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {location.name}
                      {location.is_default ? <Badge tone="teal">{t('locations.default')}</Badge> : null}
                      {location.retired ? <Badge tone="slate">{t('locations.retired')}</Badge> : null}
                    </span>
                  ),
                },
                { header: t('locations.address'), cell: (location) => location.address || '—', className: 'text-slate-700' },
                // Below md the table is a list of blocks: these cells say what they are.
                { header: t('locations.zone'), cell: (location) => <MobileLabelled label={t('locations.zone')}>{location.time_zone}</MobileLabelled>, className: 'text-slate-700' },
                { header: t('locations.usedBy'), cell: (location) => <MobileLabelled label={t('locations.usedBy')}>{t('locations.doctors', { count: location.doctors })}</MobileLabelled>, className: 'text-slate-700' },
                {
                  header: t('locations.actions'),
                  cell: (location) =>
                    location.retired ? null : (
                      <span className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('locations.edit', { name: location.name })}
                          onClick={() => {
                            edit(location);
                          }}
                        >
                          {t('locations.editButton')}
                        </Button>
                        {location.is_default ? null : (
                          <Button size="sm" variant="secondary" aria-label={t('locations.retireLabel', { name: location.name })} onClick={() => void retireOne(location)}>
                            {t('locations.retire')}
                          </Button>
                        )}
                      </span>
                    ),
                },
              ]}
            />
            <LocationForm
              key={formKey}
              editing={editing}
              zones={list.data.time_zones}
              onDone={done}
              onCancel={cancel}
            />
          </div>
        )}
      </LoadState>
    </Section>
  );
}
