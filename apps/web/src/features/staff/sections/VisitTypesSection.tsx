import * as operations from '@clinvia/contracts/operations/staff';
import type { VisitTypeOffer, VisitTypesInput } from '@clinvia/contracts/visit-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisitTypesEditor } from '../../../components/VisitTypesEditor';
import { LoadState } from '../../../components/ui/LoadState';
import { operationMutation } from '../../../lib/operation-queries';
import { clinicSpecializationsQuery, specializationVisitTypesQuery } from '../api';
import { Section } from '../components/Section';

// VISIT-2: each specialization's default visit types, which its doctors offer unless they set
// their own (a doctor's own list is set in the doctor portal, or by staff through the API).

function SpecializationEditor({ specialization }: { specialization: string }) {
  const queryClient = useQueryClient();
  const offered = useQuery(specializationVisitTypesQuery(specialization));
  const { mutateAsync: saveSpecializationVisitTypes } = useMutation(
    operationMutation(operations.setSpecializationVisitTypes, (body: VisitTypesInput) => ({ params: { specialization }, body })),
  );

  async function save(types: VisitTypeOffer[]) {
    const saved = await saveSpecializationVisitTypes({ types });
    queryClient.setQueryData(specializationVisitTypesQuery(specialization).queryKey, saved);
    // Booking pages read the doctors' lists, which this default may be.
    void queryClient.invalidateQueries({ queryKey: ['doctors'] });
  }

  return (
    <LoadState pending={offered.isPending} error={offered.error} empty={false} emptyText="" onRetry={() => void offered.refetch()}>
      {offered.data && <VisitTypesEditor idPrefix="specialization-visit-types" offers={offered.data.types} source={offered.data.source} onSave={save} />}
    </LoadState>
  );
}

export default function VisitTypesSection() {
  const { t } = useTranslation('staffClinic');
  const id = useId();
  const specializations = useQuery(clinicSpecializationsQuery());
  const [chosen, setChosen] = useState('');
  const specialization = chosen === '' ? (specializations.data?.[0] ?? '') : chosen;

  return (
    <Section title={t('visitTypes.title')} description={t('visitTypes.description')}>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <LoadState
          pending={specializations.isPending}
          error={specializations.error}
          empty={specializations.data?.length === 0}
          emptyText={t('visitTypes.empty')}
          onRetry={() => void specializations.refetch()}
        >
          <div>
            <label htmlFor={`${id}-specialization`} className="block text-sm font-medium text-slate-800">
              {t('visitTypes.specialization')}
            </label>
            <select
              id={`${id}-specialization`}
              className="mt-1 min-h-11 w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={specialization}
              onChange={(event) => {
                setChosen(event.target.value);
              }}
            >
              {specializations.data?.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {specialization !== '' && <SpecializationEditor key={specialization} specialization={specialization} />}
        </LoadState>
      </div>
    </Section>
  );
}
