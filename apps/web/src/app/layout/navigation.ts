import type { Role } from '../../lib/token';

/** SHELL-4: the main links, in order. */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/find-doctor', label: 'Find Doctor' },
  { to: '/appointments', label: 'Appointments' },
] as const;

/** 'Your Profile' goes to the doctor's own profile for doctors, to the patient profile otherwise. */
export function profilePathFor(role: Role): string {
  return role === 'doctor' ? '/doctor-profile' : '/patient-profile';
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
