import type { Role } from '../../lib/token';

/** SHELL-4: the main links, in order. */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/find-doctor', label: 'Find Doctor' },
  { to: '/appointments', label: 'Appointments' },
] as const;

/** 'Your Profile': the doctor's own profile, the staff member's account in the console (STAFF-17), or the patient profile. */
export function profilePathFor(role: Role): string {
  if (role === 'doctor') return '/doctor-profile';
  return role === 'staff' ? '/staff/profile' : '/patient-profile';
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
