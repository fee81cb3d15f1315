import { getPatientRecord } from '@clinvia/contracts/operations/record';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// RECORD-5: a patient's record as a doctor with a visit or staff read it (the doctor portal's
// appointment view links to it).

export const patientRecordKey = (patientId: string) => ['record', patientId] as const;

export const patientRecordQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientRecordKey(patientId),
    queryFn: ({ signal }) => call(getPatientRecord, { params: { patientId }, signal }),
  });
