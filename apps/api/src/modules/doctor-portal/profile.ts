import type { DoctorProfileUpdate, ListingState, OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, doctorSearchText, locations, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { detailColumns, toDoctorDetail } from '../doctors/service';

// The signed-in doctor's own profile: shown before staff verify it (the public detail route
// answers 404 until then), and kept up to date by the doctor (fee, qualifications, experience,
// city, clinic address, bio, insurance plans, languages, photo, availability). Find Doctor reads the same row, so a change shows
// there at once.

const noDoctorMessage = 'There is no doctor profile for this account.';

async function profileRow(db: Db, doctorId: string) {
  const [row] = await db
    .select({ ...detailColumns, status: users.status, verified: doctors.verified, rejectionReason: doctors.rejectionReason })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(locations, eq(locations.id, doctors.locationId))
    .where(eq(doctors.userId, doctorId));
  if (!row) throw notFound(noDoctorMessage);
  return row;
}

function listingOf(row: { status: string; verified: boolean; rejectionReason: string | null }): ListingState {
  if (row.status === 'disabled') return 'deactivated';
  if (row.verified) return 'listed';
  return row.rejectionReason === null ? 'awaiting_verification' : 'rejected';
}

export async function ownProfile(db: Db, doctorId: string): Promise<OwnDoctorProfile> {
  const row = await profileRow(db, doctorId);
  return {
    ...toDoctorDetail(row),
    listing: listingOf(row),
    rejection_reason: row.rejectionReason,
  };
}

/** Saves the Edit form; the qualifications are searchable, so search_text is rewritten (schema.ts). */
export async function updateOwnProfile(db: Db, doctorId: string, update: DoctorProfileUpdate): Promise<OwnDoctorProfile> {
  const current = await profileRow(db, doctorId);
  await db
    .update(doctors)
    .set({
      consultationFee: update.consultationFee,
      qualifications: update.qualifications,
      experienceYears: update.experienceYears,
      city: update.city,
      clinicAddress: update.clinicAddress,
      available: update.available,
      // DOC-11: left out of the update, the bio and plans stay as saved.
      ...(update.bio === undefined ? {} : { bio: update.bio }),
      ...(update.insurancePlans === undefined ? {} : { insurancePlans: update.insurancePlans }),
      // DOC-13: likewise the languages.
      ...(update.languages === undefined ? {} : { languages: update.languages }),
      searchText: doctorSearchText(current.name, current.specialization, update.qualifications),
    })
    .where(eq(doctors.userId, doctorId));
  return ownProfile(db, doctorId);
}

export async function setAvailability(db: Db, doctorId: string, available: boolean): Promise<OwnDoctorProfile> {
  await profileRow(db, doctorId);
  await db.update(doctors).set({ available }).where(eq(doctors.userId, doctorId));
  return ownProfile(db, doctorId);
}

/** Points the profile at a new photo (or none); answers the photo it replaced, if any. */
export async function replacePhoto(db: Db, doctorId: string, faceUrl: string | null): Promise<string | null> {
  const current = await profileRow(db, doctorId);
  await db.update(doctors).set({ faceUrl }).where(eq(doctors.userId, doctorId));
  return current.faceUrl;
}
