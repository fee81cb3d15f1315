import { getOwnDoctorProfile } from '@clinvia/contracts/operations/doctor-portal';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// The signed-in doctor's own profile: shown and edited on /doctor-profile and in the doctor
// portal's profile card (the edits are `operationMutation`s there, written under this key).

/** Under the portal's key (['doctor-portal']), so refreshing the portal refreshes the profile too. */
export const ownProfileKey = ['doctor-portal', 'me'] as const;

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) => call(getOwnDoctorProfile, { signal }),
  });
