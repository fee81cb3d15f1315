import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { SessionProvider } from '../lib/session';
import { RedirectToOwnHome, RequireAuth, RequireRole } from './guards';
import { withTexts } from '../lib/i18n/i18n';
// I18N-1: i18next is set up (in English, at once) before any screen renders.
import './i18n/catalogues';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './RouteError';
import { ScrollRestoration } from './ScrollRestoration';

/** A screen that reads or writes through TanStack Query: its code and the query scope load together. */
function withQuery(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Screen }, { QueryScope }] = await Promise.all([load(), import('../lib/query')]);
    return {
      default: function ScreenInQueryScope() {
        return (
          <QueryScope>
            <Screen />
          </QueryScope>
        );
      },
    };
  });
}

// The doctors feature's carousel on the site's home page: composed here, where features meet.
// It and the query scope it reads through load in their own chunks, after the home page's
// first screen (the home page decides when).
const RecommendedDoctors = lazy(async () => {
  const [{ RecommendedDoctors: Carousel }, { QueryScope }] = await Promise.all([withTexts(import('../features/doctors/RecommendedDoctors'), ['doctors']), import('../lib/query')]);
  return {
    default: function CarouselInQueryScope() {
      return (
        <QueryScope>
          <Carousel />
        </QueryScope>
      );
    },
  };
});

// Each screen is its own chunk, fetched when first visited (the home page too, so other
// pages' first loads do not carry it; its carousel loads on its own after it). The home and
// sign-in pages use no TanStack Query: they load without it.
const screens = {
  home: lazy(async () => {
    const { default: HomePage } = await import('../features/site/HomePage');
    return {
      default: function HomeWithCarousel() {
        return <HomePage RecommendedDoctors={RecommendedDoctors} />;
      },
    };
  }),
  about: withQuery(() => withTexts(import('../features/site/AboutPage'), ['sitePages'])),
  contact: withQuery(() => withTexts(import('../features/site/ContactPage'), ['sitePages'])),
  services: withQuery(() => withTexts(import('../features/site/ServicesPage'), ['sitePages'])),
  emergency: withQuery(() => withTexts(import('../features/site/EmergencyPage'), ['sitePages'])),
  faq: lazy(() => withTexts(import('../features/site/help/FaqPage'), ['sitePages'])),
  healthResources: lazy(() => withTexts(import('../features/site/help/HealthResourcesPage'), ['sitePages'])),
  wellnessTips: lazy(() => withTexts(import('../features/site/help/WellnessTipsPage'), ['sitePages'])),
  comingSoon: withQuery(() => withTexts(import('../features/site/ComingSoonPage'), ['sitePages'])),
  privacy: withQuery(() => withTexts(import('../features/site/legal/PrivacyPage'), ['legal'])),
  terms: withQuery(() => withTexts(import('../features/site/legal/TermsPage'), ['legal'])),
  accessibility: withQuery(() => withTexts(import('../features/site/legal/AccessibilityPage'), ['legal'])),
  sitemap: withQuery(() => withTexts(import('../features/site/SitemapPage'), ['sitePages'])),
  newsletterUnsubscribe: withQuery(() => withTexts(import('../features/site/newsletter/NewsletterUnsubscribePage'), ['sitePages'])),
  visitLink: withQuery(() => withTexts(import('../features/visits/VisitLinkPage'), ['visits'])),
  offerLink: withQuery(() => withTexts(import('../features/visits/OfferLinkPage'), ['bookingKit', 'visits'])),
  addressLink: withQuery(() => withTexts(import('../features/visits/AddressLinkPage'), ['visits'])),
  emailChangeLink: withQuery(() => withTexts(import('../features/auth/EmailChangeLinkPage'), ['account'])),
  emailChangeStop: withQuery(() => withTexts(import('../features/auth/EmailChangeStopPage'), ['account'])),
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  forgotPassword: withQuery(() => import('../features/auth/ForgotPasswordPage')),
  resetPassword: withQuery(() => import('../features/auth/ResetPasswordPage')),
  settings: withQuery(() => withTexts(import('../features/auth/SettingsPage'), ['account'])),
  twoStep: withQuery(() => withTexts(import('../features/auth/TwoStepSetupPage'), ['account'])),
  // Its parts that read the directory bring TanStack Query and the query scope themselves.
  findDoctor: lazy(() => withTexts(import('../features/doctors/FindDoctorPage'), ['doctors'])),
  doctorProfile: withQuery(() => withTexts(import('../features/doctors/DoctorProfilePage'), ['bookingKit', 'doctors'])),
  booking: withQuery(() => withTexts(import('../features/booking/BookingPage'), ['booking', 'bookingKit'])),
  appointments: withQuery(() => withTexts(import('../features/appointments/AppointmentsPage'), ['appointments', 'bookingKit', 'recordKit'])),
  patientProfile: withQuery(() => withTexts(import('../features/patients/PatientProfilePage'), ['patients', 'recordKit'])),
  messages: withQuery(() => withTexts(import('../features/messages/MessagesPage'), ['messages', 'messagesKit'])),
  newMessage: withQuery(() => withTexts(import('../features/messages/NewMessagePage'), ['messages', 'messagesKit'])),
  messageThread: withQuery(() => withTexts(import('../features/messages/ThreadPage'), ['messages', 'messagesKit'])),
  checkIn: withQuery(() => withTexts(import('../features/check-in/CheckInPage'), ['checkIn', 'consent', 'questionnaire'])),
  consents: withQuery(() => withTexts(import('../features/consents/ConsentsPage'), ['consent', 'consents', 'recordKit'])),
  record: withQuery(() => withTexts(import('../features/record/RecordPage'), ['questionnaire', 'record', 'recordKit'])),
  sharedRecord: lazy(() => withTexts(import('../features/shared-record/SharedRecordPage'), ['questionnaire', 'recordKit', 'sharedRecord'])),
  claimRecord: withQuery(() => withTexts(import('../features/claim-record/ClaimRecordPage'), ['claimRecord'])),
  proxyInvitation: withQuery(() => withTexts(import('../features/patients/ProxyInvitationPage'), ['patients'])),
  doctorPortal: withQuery(() => withTexts(import('../features/doctor-portal/DoctorPortalPage'), ['bookingKit', 'consent', 'doctorPortal', 'hoursKit', 'messagesKit', 'questionnaire', 'recordKit'])),
  staff: withQuery(() => withTexts(import('../features/staff/StaffConsolePage'), ['staff'])),
  parkinsons: withQuery(() => withTexts(import('../features/predictions/ParkinsonsPage'), ['predictions'])),
  heartDisease: withQuery(() => withTexts(import('../features/predictions/HeartDiseasePage'), ['predictions'])),
  breastCancer: withQuery(() => withTexts(import('../features/predictions/BreastCancerPage'), ['predictions'])),
  calories: withQuery(() => withTexts(import('../features/predictions/CaloriesPage'), ['predictions'])),
  insurance: withQuery(() => withTexts(import('../features/predictions/InsurancePage'), ['predictions'])),
  diabetes: withQuery(() => withTexts(import('../features/predictions/DiabetesPage'), ['predictions'])),
} satisfies Record<string, LazyExoticComponent<ComponentType> | ComponentType>;

type Screen = keyof typeof screens;

// Only the staff console and the doctor portal need it (it asks the API whether the account must
// enrol in two-step sign-in first, and whether a staff account is approved).
const AccountGate = lazy(async () => {
  const [{ AccountGate: Gate }, { QueryScope }] = await Promise.all([withTexts(import('../features/auth/AccountGate'), ['account']), import('../lib/query')]);
  return {
    default: function GateInQueryScope({ children }: { children: ReactNode }) {
      return (
        <QueryScope>
          <Gate>{children}</Gate>
        </QueryScope>
      );
    },
  };
});

function open(path: string, screen: Screen): RouteObject {
  const Screen = screens[screen];
  return { path, element: <Screen /> };
}

/** A patient's own screen (MSG-UI-1): other roles go to their own start page. */
function patientRoute(path: string, screen: Screen): RouteObject {
  const Screen = screens[screen];
  return {
    path,
    element: (
      <RequireRole role="patient" denied={<RedirectToOwnHome />}>
        <Screen />
      </RequireRole>
    ),
  };
}

function protectedRoute(path: string, screen: Screen): RouteObject {
  const Screen = screens[screen];
  return {
    path,
    element: (
      <RequireAuth>
        <Screen />
      </RequireAuth>
    ),
  };
}

/** Screens outside the shared layout load their own code, so they wait on their own. */
function Standalone({ screen }: { screen: Screen }) {
  const Screen = screens[screen];
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

function Root() {
  return (
    <RouteErrorBoundary>
      <SessionProvider>
        <ScrollRestoration />
        <Outlet />
      </SessionProvider>
    </RouteErrorBoundary>
  );
}

/** SHELL-1: the specification's route table, plus settings (SET-1), password reset (AUTH-13), staff (STAFF-1) and the e-mails' one-click links (LIFE-8, WAIT-2). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <Layout />,
        children: [
          open('/', 'home'),
          open('/register', 'register'),
          open('/login', 'login'),
          open('/forgot-password', 'forgotPassword'),
          open('/reset-password', 'resetPassword'),
          open('/about', 'about'),
          open('/contact', 'contact'),
          // AMB-6: the hotline and the ambulance forms without signing in.
          open('/emergency', 'emergency'),
          // SHELL-14: the footer's resource items, written pages.
          open('/faq', 'faq'),
          open('/health-resources', 'healthResources'),
          open('/wellness-tips', 'wellnessTips'),
          open('/privacy', 'privacy'),
          open('/terms', 'terms'),
          open('/accessibility', 'accessibility'),
          open('/sitemap', 'sitemap'),
          open('/newsletter/unsubscribe', 'newsletterUnsubscribe'),
          // LIFE-8: the one-click links of appointment e-mails work without signing in.
          open('/visit/:action', 'visitLink'),
          // WAIT-2: so do the 'Book this slot' and 'No thanks' links of a waitlist offer e-mail.
          open('/offer/:action', 'offerLink'),
          // MAIL-1: and the link that confirms a booking's contact address.
          open('/confirm-address', 'addressLink'),
          // AUTH-26, AUTH-28: the links of an e-mail change (new address: confirm; old: stop).
          open('/confirm-email', 'emailChangeLink'),
          open('/stop-email-change', 'emailChangeStop'),
          // SHARE-2: a record a patient shares with another clinician opens without signing in.
          open('/shared-record', 'sharedRecord'),
          // FAMILY-9: a dependent who has come of age claims their record from the invitation's link.
          open('/claim-record', 'claimRecord'),
          open('/proxy-invitation', 'proxyInvitation'),
          protectedRoute('/services', 'services'),
          protectedRoute('/find-doctor', 'findDoctor'),
          protectedRoute('/appointment/:doctorId', 'booking'),
          protectedRoute('/appointments', 'appointments'),
          protectedRoute('/doctor/:doctorId', 'doctorProfile'),
          protectedRoute('/patient-profile', 'patientProfile'),
          // MSG-UI-1 to MSG-UI-3: the patient's secure messages with the care team.
          patientRoute('/messages', 'messages'),
          patientRoute('/messages/new', 'newMessage'),
          patientRoute('/messages/:threadId', 'messageThread'),
          // CHECKIN-2: the patient's check-in for one of their visits (the reminder e-mail links here, through sign-in).
          patientRoute('/appointments/:appointmentId/check-in', 'checkIn'),
          // CONSENT-5: the patient's consents to sign and signed.
          patientRoute('/consents', 'consents'),
          // RECORD-1: the patient's record.
          patientRoute('/record', 'record'),
          protectedRoute('/doctor-profile', 'doctorProfile'),
          protectedRoute('/settings', 'settings'),
          protectedRoute('/two-step-setup', 'twoStep'),
          protectedRoute('/parkinson-disease-detection', 'parkinsons'),
          protectedRoute('/heart-disease-detection', 'heartDisease'),
          protectedRoute('/breast-cancer-detection', 'breastCancer'),
          protectedRoute('/calories-prediction', 'calories'),
          protectedRoute('/insurance-prediction', 'insurance'),
          protectedRoute('/diabetes-prediction', 'diabetes'),
          {
            path: '/staff/*',
            element: (
              <RequireRole role="staff">
                <AccountGate>
                  <screens.staff />
                </AccountGate>
              </RequireRole>
            ),
          },
        ],
      },
      {
        // The dashboard and 'My hours' (HOURS-5) under one shell.
        path: '/doctor-portal/*',
        element: (
          // Issue 11: patients who open the portal go to the home page, staff to their console.
          <RequireRole role="doctor" denied={<RedirectToOwnHome />}>
            <Suspense fallback={<PageLoading />}>
              <AccountGate>
                <Standalone screen="doctorPortal" />
              </AccountGate>
            </Suspense>
          </RequireRole>
        ),
      },
      { path: '*', element: <Standalone screen="comingSoon" /> },
    ],
  },
];
