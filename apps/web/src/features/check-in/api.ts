import { getMyCheckIn } from '@clinvia/contracts/operations/check-ins';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';

export const checkInKey = (appointmentId: string) => ['check-in', appointmentId] as const;

/** CHECKIN-2: the patient's check-in as the server keeps it (reading creates nothing). */
export function checkInQuery(appointmentId: string) {
  return queryOptions({
    queryKey: checkInKey(appointmentId),
    queryFn: ({ signal }) => call(getMyCheckIn, { params: { appointmentId }, signal }),
  });
}
