import { ambulanceReceiptSchema, type AmbulanceReceipt, type AmbulanceRequestInput } from '@clinvia/contracts/ambulance';
import { clientConfigSchema } from '@clinvia/contracts/health';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export function requestAmbulance(request: AmbulanceRequestInput): Promise<AmbulanceReceipt> {
  return apiFetch('/api/ambulance/requests', { method: 'POST', body: request, schema: ambulanceReceiptSchema });
}

/** The clinic's zone and today (transport dates are clinic-local, DESIGN §6). */
export const clinicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiFetch('/api/config', { schema: clientConfigSchema, signal }),
    staleTime: 5 * 60_000,
  });
