import type { Page } from '@playwright/test';

// Every screen each kind of user reaches (SHELL-1, STAFF-1, PORTAL-1), for the sweep that holds
// each of them to its rules: no axe violation (A11Y-1), no sideways scroll and text that takes
// 200 % (A11Y-7), in e2e/accessibility.spec.ts. A new screen is added here once and the sweep sees it.

export const anonymousPages = [
  '/',
  '/register',
  '/login',
  '/forgot-password',
  '/about',
  '/contact',
  '/emergency',
  '/faq',
  '/health-resources',
  '/wellness-tips',
  '/privacy',
  '/terms',
  '/accessibility',
  '/sitemap',
  '/shared-record',
  '/claim-record',
  '/proxy-invitation',
  '/no-such-page',
];

const patientScreens = [
  '/',
  '/services',
  '/find-doctor',
  '/appointments',
  '/patient-profile',
  '/messages',
  '/messages/new',
  '/consents',
  '/record',
  '/settings',
  '/parkinson-disease-detection',
  '/heart-disease-detection',
  '/breast-cancer-detection',
  '/calories-prediction',
  '/insurance-prediction',
  '/diabetes-prediction',
];

/** How many pages `patientPages` gives. */
export const patientPageCount = patientScreens.length + 3;

/** The patient's screens, with a doctor's profile and booking page and one of the demo patient's threads. */
export async function patientPages(page: Page, token: string): Promise<string[]> {
  const doctors = (await (await page.request.get('/api/doctors?pageSize=1')).json()) as { items: { user_id: string }[] };
  const doctor = doctors.items[0]?.user_id ?? '';
  const threads = (await (await page.request.get('/api/threads', { headers: { authorization: `Bearer ${token}` } })).json()) as { threads: { id: string }[] };
  const thread = threads.threads[0]?.id;
  return [...patientScreens, `/doctor/${doctor}`, `/appointment/${doctor}`, ...(thread === undefined ? [] : [`/messages/${thread}`])];
}

export const doctorPages = ['/doctor-portal', '/doctor-portal/hours', '/doctor-portal/messages', '/doctor-profile', '/settings'];

export const staffPages = [
  '/staff',
  '/staff/appointments',
  '/staff/appointments/book',
  '/staff/approvals',
  '/staff/doctors',
  '/staff/visit-types',
  '/staff/locations',
  '/staff/questionnaires',
  '/staff/consents',
  '/staff/inbox',
  '/staff/messages',
  '/staff/patient-messages',
  '/staff/ambulance',
  '/staff/audit-log',
  '/staff/team',
  '/staff/patients',
  '/staff/families',
  '/staff/settings',
  '/staff/profile',
];
