import type { Role } from '../../lib/token';
import type { layout } from './texts';

type LinkLabel = keyof typeof layout.links;

/** SHELL-4: the main links, in order; `label` is the key of its words in the layout catalogue. */
export const mainLinks = [
  { to: '/', label: 'home' },
  { to: '/about', label: 'about' },
  { to: '/services', label: 'services' },
  { to: '/find-doctor', label: 'findDoctor' },
  { to: '/appointments', label: 'appointments' },
] as const satisfies readonly { to: string; label: LinkLabel }[];

/** MSG-UI-1: a signed-in patient also has their messages in the bar. */
export function mainLinksFor(role: Role | undefined): readonly { to: string; label: LinkLabel }[] {
  return role === 'patient' ? [...mainLinks, { to: '/messages', label: 'messages' }] : mainLinks;
}

/** 'Your Profile': the doctor's own profile, the staff member's account in the console (STAFF-17), or the patient profile. */
export function profilePathFor(role: Role): string {
  if (role === 'doctor') return '/doctor-profile';
  return role === 'staff' ? '/staff/profile' : '/patient-profile';
}

