import { common } from '../../components/texts';
import { auth } from '../../features/auth/texts';
import { loadSpanishMessages } from '../../lib/i18n/contract-messages';
import { loadSpanishSpecialtyNames } from '../../lib/i18n/specialty-names';
import { setUpI18n, type NamespaceLoader } from '../../lib/i18n/i18n';
import { site } from '../../features/site/texts';
import { layout } from '../layout/texts';

// I18N-1: every namespace's English catalogue, one per converted feature.
// - `english`: the namespaces of the first screens (layout, sign-in, home), bundled; their Spanish
//   comes in one chunk when Spanish is first chosen (./spanish.ts, I18N-9).
// - `lazyNamespaces`: every other feature's, English and Spanish each in its own small chunk,
//   fetched when a component first reads the namespace (I18N-9: a page's first load carries only
//   its own words). A feature converted next adds one line here: its namespace, its texts.ts and
//   its texts.es.ts.

export const english = { auth, common, layout, site } as const;

/** Imports a lazy namespace's catalogue; the English one also types the namespace's keys. */
function lazy<English>(en: () => Promise<English>, es: () => Promise<unknown>): NamespaceLoader & { en: () => Promise<English> } {
  const load = (language: string) => (language === 'en' ? en() : language === 'es' ? es() : undefined);
  return Object.assign(load as NamespaceLoader, { en });
}

export const lazyNamespaces = {
  claimRecord: lazy(
    async () => (await import('../../features/claim-record/texts')).claimRecord,
    async () => (await import('../../features/claim-record/texts.es')).claimRecord,
  ),
  consent: lazy(
    async () => (await import('../../components/consent/texts')).consent,
    async () => (await import('../../components/consent/texts.es')).consent,
  ),
  questionnaire: lazy(
    async () => (await import('../../components/questionnaire/texts')).questionnaire,
    async () => (await import('../../components/questionnaire/texts.es')).questionnaire,
  ),
  checkIn: lazy(
    async () => (await import('../../features/check-in/texts')).checkIn,
    async () => (await import('../../features/check-in/texts.es')).checkIn,
  ),
  consents: lazy(
    async () => (await import('../../features/consents/texts')).consents,
    async () => (await import('../../features/consents/texts.es')).consents,
  ),
  visits: lazy(
    async () => (await import('../../features/visits/texts')).visits,
    async () => (await import('../../features/visits/texts.es')).visits,
  ),
  staff: lazy(
    async () => (await import('../../features/staff/texts')).staff,
    async () => (await import('../../features/staff/texts.es')).staff,
  ),
  staffQuestionnaires: lazy(
    async () => (await import('../../features/staff/questionnaires/texts')).staffQuestionnaires,
    async () => (await import('../../features/staff/questionnaires/texts.es')).staffQuestionnaires,
  ),
  staffClinic: lazy(
    async () => (await import('../../features/staff/sections/clinic-texts')).staffClinic,
    async () => (await import('../../features/staff/sections/clinic-texts.es')).staffClinic,
  ),
  appointments: lazy(
    async () => (await import('../../features/appointments/texts')).appointments,
    async () => (await import('../../features/appointments/texts.es')).appointments,
  ),
  booking: lazy(
    async () => (await import('../../features/booking/texts')).booking,
    async () => (await import('../../features/booking/texts.es')).booking,
  ),
  bookingKit: lazy(
    async () => (await import('../../components/booking-texts')).bookingKit,
    async () => (await import('../../components/booking-texts.es')).bookingKit,
  ),
  hoursKit: lazy(
    async () => (await import('../../components/hours/texts')).hoursKit,
    async () => (await import('../../components/hours/texts.es')).hoursKit,
  ),
  messages: lazy(
    async () => (await import('../../features/messages/texts')).messages,
    async () => (await import('../../features/messages/texts.es')).messages,
  ),
  messagesKit: lazy(
    async () => (await import('../../components/messages/texts')).messagesKit,
    async () => (await import('../../components/messages/texts.es')).messagesKit,
  ),
  predictions: lazy(
    async () => (await import('../../features/predictions/texts')).predictions,
    async () => (await import('../../features/predictions/texts.es')).predictions,
  ),
  doctors: lazy(
    async () => (await import('../../features/doctors/texts')).doctors,
    async () => (await import('../../features/doctors/texts.es')).doctors,
  ),
  recordKit: lazy(
    async () => (await import('../../components/record/texts')).recordKit,
    async () => (await import('../../components/record/texts.es')).recordKit,
  ),
  record: lazy(
    async () => (await import('../../features/record/texts')).record,
    async () => (await import('../../features/record/texts.es')).record,
  ),
  sharedRecord: lazy(
    async () => (await import('../../features/shared-record/texts')).sharedRecord,
    async () => (await import('../../features/shared-record/texts.es')).sharedRecord,
  ),
  patients: lazy(
    async () => (await import('../../features/patients/texts')).patients,
    async () => (await import('../../features/patients/texts.es')).patients,
  ),
  sitePages: lazy(
    async () => (await import('../../features/site/pages-texts')).sitePages,
    async () => (await import('../../features/site/pages-texts.es')).sitePages,
  ),
  legal: lazy(
    async () => (await import('../../features/site/legal-texts')).legal,
    async () => (await import('../../features/site/legal-texts.es')).legal,
  ),
  account: lazy(
    async () => (await import('../../features/auth/account-texts')).account,
    async () => (await import('../../features/auth/account-texts.es')).account,
  ),
  doctorPortal: lazy(
    async () => (await import('../../features/doctor-portal/texts')).doctorPortal,
    async () => (await import('../../features/doctor-portal/texts.es')).doctorPortal,
  ),
};

/** Every namespace's English catalogue, bundled or lazy: the keys t() accepts (i18next.d.ts). */
export type EnglishCatalogues = typeof english & { readonly [N in keyof typeof lazyNamespaces]: Awaited<ReturnType<(typeof lazyNamespaces)[N]['en']>> };

export type Namespace = keyof EnglishCatalogues;

// The contracts' messages (I18N-11) and the specialties' names (I18N-13) in Spanish come with the first screens' Spanish.
setUpI18n(english, { es: async () => (await Promise.all([import('./spanish'), loadSpanishMessages(), loadSpanishSpecialtyNames()]))[0].spanish }, lazyNamespaces);
