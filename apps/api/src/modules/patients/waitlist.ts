import type { BookingConditions, JoinWaitlist, WaitlistEntry } from '@clinvia/contracts/waitlist';
import type { Db } from '../../db/client';
import { bookingConditions } from '../../domain/no-shows/no-shows';
import * as waitlist from '../../domain/waitlist/entries';
import { clinicNow } from '../../lib/clinic-time';
import { assertPatientAccess, type Actor } from './access';

// The patient's side of the waitlist (WAIT-1) and of the no-show rule (NOSHOW-2).

export async function joinWaitlist(db: Db, patientId: string, request: JoinWaitlist, clinicTimeZone: string): Promise<{ entry: WaitlistEntry; created: boolean }> {
  return waitlist.joinWaitlist(db, patientId, request, clinicNow(clinicTimeZone));
}

export async function listWaitlist(db: Db, patientId: string, clinicTimeZone: string): Promise<WaitlistEntry[]> {
  return waitlist.listWaitlist(db, patientId, clinicNow(clinicTimeZone));
}

/** Leaves the entry after the ownership check (404 before 403: an entry id reveals nothing else); answers its patient. */
export async function leaveWaitlist(db: Db, actor: Actor, entryId: string): Promise<string> {
  const patientId = await waitlist.waitlistEntryPatient(db, entryId);
  assertPatientAccess(actor, patientId);
  await waitlist.leaveWaitlist(db, entryId);
  return patientId;
}

export async function bookingConditionsOf(db: Db, patientId: string, clinicTimeZone: string): Promise<BookingConditions> {
  return bookingConditions(db, patientId, clinicNow(clinicTimeZone));
}
