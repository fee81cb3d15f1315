import type { Role } from '../../lib/token';

/** SHELL-4: the main links, in order. */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/find-doctor', label: 'Find Doctor' },
  { to: '/appointments', label: 'Appointments' },
] as const;

/** MSG-UI-1: a signed-in patient also has their messages in the bar. */
export function mainLinksFor(role: Role | undefined): readonly { to: string; label: string }[] {
  return role === 'patient' ? [...mainLinks, { to: '/messages', label: 'Messages' }] : mainLinks;
}

/** 'Your Profile': the doctor's own profile, the staff member's account in the console (STAFF-17), or the patient profile. */
export function profilePathFor(role: Role): string {
  if (role === 'doctor') return '/doctor-profile';
  return role === 'staff' ? '/staff/profile' : '/patient-profile';
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
