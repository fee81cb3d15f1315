import { updateOwnVisitTypes } from '@clinvia/contracts/operations/doctor-portal';
import type { VisitTypeOffer, VisitTypesInput } from '@clinvia/contracts/visit-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VisitTypesEditor } from '../../components/VisitTypesEditor';
import { LoadState } from '../../components/ui/LoadState';
import { operationMutation } from '../../lib/operation-queries';
import { bookingRulesQuery, ownVisitTypesQuery } from './api';

// VISIT-2: the doctor's own visit types and their length, a section of its own so that other
// sections of the portal (hours, booking rules) compose around it.

export function VisitTypesCard() {
  const { t } = useTranslation('doctorPortal');
  const queryClient = useQueryClient();
  const offered = useQuery(ownVisitTypesQuery());
  const { mutateAsync: saveOwnVisitTypes } = useMutation(operationMutation(updateOwnVisitTypes, (body: VisitTypesInput) => ({ body })));

  async function save(types: VisitTypeOffer[]) {
    const saved = await saveOwnVisitTypes({ types });
    queryClient.setQueryData(ownVisitTypesQuery().queryKey, saved);
    // The booking rules card names the two-slot types of the same list; the wizard and the grid read it too.
    void queryClient.invalidateQueries({ queryKey: bookingRulesQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['doctors'] });
  }

  return (
    <section aria-labelledby="visit-types-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="visit-types-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ListChecks className="size-5 text-teal-700" aria-hidden="true" />
        {t('visitTypesCard.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('visitTypesCard.lead')}</p>
      <LoadState pending={offered.isPending} error={offered.error} empty={false} emptyText="" onRetry={() => void offered.refetch()}>
        {offered.data && <VisitTypesEditor idPrefix="own-visit-types" offers={offered.data.types} source={offered.data.source} slotMinutes={offered.data.slotMinutes} onSave={save} />}
      </LoadState>
    </section>
  );
}
