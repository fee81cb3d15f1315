import type { DoctorProfileUpdateInput } from '@clinvia/contracts/doctor-portal';
import { getOwnDoctorProfile, removeOwnDoctorPhoto, updateOwnDoctorProfile, uploadOwnDoctorPhoto } from '@clinvia/contracts/operations/doctor-portal';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// The signed-in doctor's own profile: shown and edited on /doctor-profile and in the doctor
// portal's profile card.

/** Under the portal's key (['doctor-portal']), so refreshing the portal refreshes the profile too. */
export const ownProfileKey = ['doctor-portal', 'me'] as const;

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) => call(getOwnDoctorProfile, { signal }),
  });

export function updateOwnProfile(body: DoctorProfileUpdateInput) {
  return call(updateOwnDoctorProfile, { body });
}

export function uploadOwnPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return call(uploadOwnDoctorPhoto, { body });
}

export function removeOwnPhoto() {
  return call(removeOwnDoctorPhoto);
}
