import { locationCreateSchema, type Location } from '@clinvia/contracts/locations';
import * as operations from '@clinvia/contracts/operations/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

const texts = {
  title: 'Locations',
  description: 'Where the clinic’s doctors work. Each period of a doctor’s hours is at one of these; patients see it when they book.',
  add: 'Add a location',
  edit: (name: string) => `Edit ${name}`,
  name: 'Name',
  address: 'Address',
  zone: 'Time zone',
  zonePlaceholder: 'Choose a time zone',
  defaultZone: 'The default location’s zone is the clinic’s own (CLINIC_TIME_ZONE), set in the configuration.',
  save: 'Save location',
  create: 'Add location',
  retire: 'Retire',
  default: 'Default',
  retired: 'Retired',
  doctors: (count: number) => (count === 1 ? '1 doctor' : `${String(count)} doctors`),
  empty: 'No locations yet.',
} as const;

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
        {editing ? texts.edit(editing.name) : texts.add}
      </h2>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={texts.name} autoComplete="off" error={errors.name} {...register('name')} />
        <TextField label={texts.address} autoComplete="off" error={errors.address} {...register('address')} />
      </div>
      {isDefault ? (
        <p className="text-sm text-slate-600">
          {texts.zone}: <span className="font-medium text-slate-900">{editing.time_zone}</span>. {texts.defaultZone}
        </p>
      ) : (
        <div className="md:w-1/2">
          <SelectField label={texts.zone} placeholder={texts.zonePlaceholder} options={zoneOptions(zones)} error={errors.time_zone} {...register('time_zone')} />
        </div>
      )}
      <SaveOrCancel busy={isSubmitting} saveText={editing ? texts.save : texts.create} onCancel={editing ? onCancel : undefined} />
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
    <Section title={texts.title} description={texts.description}>
      <LoadState pending={list.isPending} error={list.error} empty={false} emptyText="" onRetry={() => void list.refetch()}>
        {list.data && (
          <div className="space-y-6">
            {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
            <Table
              caption="The clinic’s locations"
              rows={list.data.locations}
              rowKey={(location) => location.id}
              emptyText={texts.empty}
              columns={[
                {
                  header: texts.name,
                  cell: (location) => (
                    <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {location.name}
                      {location.is_default ? <Badge tone="teal">{texts.default}</Badge> : null}
                      {location.retired ? <Badge tone="slate">{texts.retired}</Badge> : null}
                    </span>
                  ),
                },
                { header: texts.address, cell: (location) => location.address || '—', className: 'text-slate-700' },
                // Below md the table is a list of blocks: these cells say what they are.
                { header: texts.zone, cell: (location) => <MobileLabelled label={texts.zone}>{location.time_zone}</MobileLabelled>, className: 'text-slate-700' },
                { header: 'Used by', cell: (location) => <MobileLabelled label="Used by">{texts.doctors(location.doctors)}</MobileLabelled>, className: 'text-slate-700' },
                {
                  header: 'Actions',
                  cell: (location) =>
                    location.retired ? null : (
                      <span className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={texts.edit(location.name)}
                          onClick={() => {
                            edit(location);
                          }}
                        >
                          Edit
                        </Button>
                        {location.is_default ? null : (
                          <Button size="sm" variant="secondary" aria-label={`${texts.retire} ${location.name}`} onClick={() => void retireOne(location)}>
                            {texts.retire}
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
