import type { DoctorListQueryInput } from '@clinvia/contracts/doctors';
import { getDoctor, getDoctorSlots, getDoctorVisitTypes, listDoctors } from '@clinvia/contracts/operations/doctors';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// The doctor directory as Find Doctor, the profile, the booking wizard, rescheduling and the
// staff console read it.

/**
 * A page of the directory. Typed, not checked with zod: the cards only show it, and checking it
 * would bring zod and the contracts' schemas into Find Doctor's first load, its largest main-thread
 * cost (issue 39.7, docs/decisions/2026-11-29-find-doctor-main-thread.md).
 */
export const doctorListQuery = (query: DoctorListQueryInput) =>
  queryOptions({
    queryKey: ['doctors', 'page', query],
    queryFn: ({ signal }) => call(listDoctors, { query, signal, unchecked: true }),
  });

export const doctorQuery = (id: string) =>
  queryOptions({
    queryKey: ['doctors', 'detail', id],
    queryFn: ({ signal }) => call(getDoctor, { params: { id }, signal }),
  });

/** Every slot grid of a doctor starts with this key, so a booking can refresh them all. */
export const slotsKey = (doctorId: string) => ['doctors', 'slots', doctorId] as const;

/** The booking window's slots (the server's default length) from the clinic's today (TIME-1). */
export const bookingSlotsQuery = (doctorId: string, today: string) =>
  queryOptions({
    queryKey: [...slotsKey(doctorId), today],
    queryFn: ({ signal }) => call(getDoctorSlots, { params: { id: doctorId }, query: { from: today }, signal }),
    // Slots are taken by others all the time: always fetch fresh ones when the picker shows.
    staleTime: 0,
  });

/** Every read of a doctor's visit types starts with this key, so saving them refreshes it (VISIT-3). */
export const visitTypesKey = (doctorId: string) => ['doctors', 'visit-types', doctorId] as const;

/** The visit types a doctor offers, with their length (VISIT-3). */
export const doctorVisitTypesQuery = (doctorId: string) =>
  queryOptions({
    queryKey: visitTypesKey(doctorId),
    queryFn: ({ signal }) => call(getDoctorVisitTypes, { params: { id: doctorId }, signal }),
  });
