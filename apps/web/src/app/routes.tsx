import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { SessionProvider } from '../lib/session';
import { RedirectToOwnHome, RequireAuth, RequireRole } from './guards';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './RouteError';
import { ScrollRestoration } from './ScrollRestoration';

// Each screen is its own chunk, fetched when first visited (the home page too, so other
// pages' first loads do not carry it; its carousel loads on its own after it).
const screens = {
  home: lazy(() => import('../features/site/HomePage')),
  about: lazy(() => import('../features/site/AboutPage')),
  contact: lazy(() => import('../features/site/ContactPage')),
  services: lazy(() => import('../features/site/ServicesPage')),
  comingSoon: lazy(() => import('../features/site/ComingSoonPage')),
  privacy: lazy(() => import('../features/site/legal/PrivacyPage')),
  terms: lazy(() => import('../features/site/legal/TermsPage')),
  accessibility: lazy(() => import('../features/site/legal/AccessibilityPage')),
  sitemap: lazy(() => import('../features/site/SitemapPage')),
  newsletterUnsubscribe: lazy(() => import('../features/site/newsletter/NewsletterUnsubscribePage')),
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  forgotPassword: lazy(() => import('../features/auth/ForgotPasswordPage')),
  resetPassword: lazy(() => import('../features/auth/ResetPasswordPage')),
  settings: lazy(() => import('../features/auth/SettingsPage')),
  findDoctor: lazy(() => import('../features/doctors/FindDoctorPage')),
  doctorProfile: lazy(() => import('../features/doctors/DoctorProfilePage')),
  booking: lazy(() => import('../features/booking/BookingPage')),
  appointments: lazy(() => import('../features/appointments/AppointmentsPage')),
  patientProfile: lazy(() => import('../features/patients/PatientProfilePage')),
  doctorPortal: lazy(() => import('../features/doctor-portal/DoctorPortalPage')),
  staff: lazy(() => import('../features/staff/StaffConsolePage')),
  parkinsons: lazy(() => import('../features/predictions/ParkinsonsPage')),
  heartDisease: lazy(() => import('../features/predictions/HeartDiseasePage')),
  breastCancer: lazy(() => import('../features/predictions/BreastCancerPage')),
  calories: lazy(() => import('../features/predictions/CaloriesPage')),
  insurance: lazy(() => import('../features/predictions/InsurancePage')),
  diabetes: lazy(() => import('../features/predictions/DiabetesPage')),
} satisfies Record<string, LazyExoticComponent<ComponentType> | ComponentType>;

type Screen = keyof typeof screens;

// Only staff routes need it (it asks the API whether a staff account is approved).
const StaffApprovalGate = lazy(async () => ({ default: (await import('../features/auth/StaffApprovalGate')).StaffApprovalGate }));

function open(path: string, screen: Screen): RouteObject {
  const Screen = screens[screen];
  return { path, element: <Screen /> };
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

/** SPEC §2's route table, plus the screens DESIGN §6 adds (settings, password reset, staff). */
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
          open('/privacy', 'privacy'),
          open('/terms', 'terms'),
          open('/accessibility', 'accessibility'),
          open('/sitemap', 'sitemap'),
          open('/newsletter/unsubscribe', 'newsletterUnsubscribe'),
          protectedRoute('/services', 'services'),
          protectedRoute('/find-doctor', 'findDoctor'),
          protectedRoute('/appointment/:doctorId', 'booking'),
          protectedRoute('/appointments', 'appointments'),
          protectedRoute('/doctor/:doctorId', 'doctorProfile'),
          protectedRoute('/patient-profile', 'patientProfile'),
          protectedRoute('/doctor-profile', 'doctorProfile'),
          protectedRoute('/settings', 'settings'),
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
                <StaffApprovalGate>
                  <screens.staff />
                </StaffApprovalGate>
              </RequireRole>
            ),
          },
        ],
      },
      {
        path: '/doctor-portal',
        element: (
          // Issue 11: patients who open the portal go to the home page, staff to their console.
          <RequireRole role="doctor" denied={<RedirectToOwnHome />}>
            <Standalone screen="doctorPortal" />
          </RequireRole>
        ),
      },
      { path: '*', element: <Standalone screen="comingSoon" /> },
    ],
  },
];
