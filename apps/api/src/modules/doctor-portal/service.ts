import { profilePhotoRules } from '@clinvia/contracts/auth';
import type { Db } from '../../db/client';
import { forbidden, validationError } from '../../lib/errors';
import type { AuthUser } from '../../domain/sessions/users';
import { removePhoto, sniffPhotoType, storePhoto, storedPhotoName } from '../uploads/service';
import { replacePhoto } from './profile';

// The doctor portal module's face (modules/README.md): the doctor's schedule rules, own profile,
// photo, time off, booking rules and calendar feed.

export { doctorFilters } from './filters';
export { ownProfile, setAvailability, updateOwnProfile } from './profile';
export { blockTime, timeOffCalendar, unblockTime } from './time-off';
export { ownBookingRules, updateOwnBookingRules } from './booking-rules';
export { noDoctorProfile, ownVisitTypes } from './visit-types';
export { doctorFeed, feedOwner, feedStatus, issueFeed, revokeFeed } from './calendar-feed';

export const notYourScheduleMessage = 'You can only see your own appointments.';

/** 403 unless the user is this doctor or approved staff (SEC-1: a doctor sees only their own). */
export function assertOwnOrStaff(user: AuthUser, doctorId: string): void {
  if (user.role === 'staff' && user.staffApproved) return;
  if (user.role === 'doctor' && user.id === doctorId) return;
  throw forbidden(notYourScheduleMessage);
}

/** The name under /api/uploads of a photo we stored, or null for a bundled avatar or none. */
function storedName(faceUrl: string | null): string | null {
  const name = faceUrl?.startsWith('/api/uploads/') ? faceUrl.slice('/api/uploads/'.length) : null;
  return name !== null && storedPhotoName.test(name) ? name : null;
}

/** Stores the doctor's new photo (its type read from its bytes) and deletes the one it replaces. */
export async function replaceOwnPhoto(db: Db, dataDir: string, doctorId: string, bytes: Buffer): Promise<void> {
  const type = sniffPhotoType(bytes);
  if (type === null) throw validationError(profilePhotoRules.wrongType, { photo: profilePhotoRules.wrongType });
  const stored = await storePhoto(dataDir, bytes, type);
  let replaced: string | null;
  try {
    replaced = await replacePhoto(db, doctorId, stored.url);
  } catch (error) {
    await removePhoto(dataDir, stored.name);
    throw error;
  }
  const old = storedName(replaced);
  if (old !== null) await removePhoto(dataDir, old);
}

/** Back to initials: the stored photo is deleted. */
export async function removeOwnPhoto(db: Db, dataDir: string, doctorId: string): Promise<void> {
  const old = storedName(await replacePhoto(db, doctorId, null));
  if (old !== null) await removePhoto(dataDir, old);
}
