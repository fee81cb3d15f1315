import { emergencyHotline } from '@clinvia/contracts/site';
import { Accessibility, ArrowRight, Ambulance, CalendarCheck, CheckCircle2, LineChart, LockKeyhole, Search, ShieldCheck, Stethoscope, UserCheck } from 'lucide-react';
import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useAfterFirstScreen } from '../../components/useAfterFirstScreen';
import { useSession } from '../../lib/session';
import { toolCatalog } from './toolCatalog';
import heroImage from './home/hero.svg';
import { ButtonLink } from '../../components/ui/Button';

const heroPoints = ['Doctors verified by our staff', 'Book up to 10 days ahead', 'Your records stay private'] as const;

const offers = [
  {
    Icon: CalendarCheck,
    title: 'Book appointments',
    text: 'Choose a doctor, a day and a free half-hour slot, add the reason for your visit and your insurance, and follow every booking under Appointments.',
    links: [
      { to: '/find-doctor', label: 'Find a doctor' },
      { to: '/appointments', label: 'Your appointments' },
    ],
  },
  {
    Icon: Stethoscope,
    title: 'The doctor dashboard',
    text: 'Doctors see today’s, tomorrow’s and upcoming appointments with their patients’ reasons, filter them by status and keep their statistics in view.',
    links: [{ to: '/doctor-portal', label: 'Open the doctor dashboard' }],
  },
  {
    Icon: Ambulance,
    title: 'Ambulance service',
    text: `Call the hotline ${emergencyHotline.display} in an emergency, or request an ambulance and book non-emergency transport online.`,
    links: [{ to: '/emergency', label: 'Ambulance service' }],
  },
] as const;

const trustSignals = [
  {
    Icon: LineChart,
    title: 'Predictions you can check',
    text: 'Each health tool is trained on a public, cited data set and scored with repeated 10-fold cross-validation; its model card states the results and the limits. The tools give estimates, never a diagnosis.',
    link: { to: '/about?tab=achievements', label: 'How we evaluate' },
  },
  {
    Icon: LockKeyhole,
    title: 'Private by design',
    text: 'Only you, your doctors and authorised staff see your records, every look at them is written to an audit log, and what you type into a health tool is not stored.',
    link: { to: '/privacy', label: 'Privacy policy' },
  },
  {
    Icon: UserCheck,
    title: 'Verified doctors',
    text: 'A doctor appears in search and can be booked only after our staff have checked their registration.',
    link: { to: '/terms#accounts', label: 'Terms of use' },
  },
  {
    Icon: Accessibility,
    title: 'Made for everyone',
    text: 'Built to WCAG 2.2 AA: keyboard, screen readers, zoom and reduced motion, on phones and desktops.',
    link: { to: '/accessibility', label: 'Accessibility' },
  },
] as const;

/** A band's link onward: its words and an arrow. */
function ArrowLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 font-semibold text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline">
      {label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="page-container grid items-center gap-8 pb-4 pt-10 sm:pb-6 sm:pt-14 md:grid-cols-2 lg:gap-12 lg:pb-10 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-teal-800 ring-1 ring-teal-200">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Your health, one place
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">Care that fits your life</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">
            Find a verified doctor, book a visit in a few clicks and check your health with six self-service tools, whenever it suits you.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink
              to="/find-doctor"
              size="xl" className="whitespace-nowrap"
            >
              <Search className="size-5" aria-hidden="true" />
              Find a doctor
            </ButtonLink>
            <ButtonLink
              to="/services"
              variant="secondary" size="xl" className="whitespace-nowrap"
            >
              Try a health tool
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap">
            {heroPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2 className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        {/* The page's largest image: preloaded from index.html, fetched first, with its size reserved. */}
        <img src={heroImage} alt="" width={560} height={460} fetchPriority="high" className="mx-auto h-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}

/** Holds the carousel's place (same banner shape and height) while its code loads. */
function RecommendedDoctorsPlaceholder() {
  return (
    <section className="page-container py-12" aria-busy="true" aria-label="Recommended Doctors">
      <div className="aspect-[16/9] w-full rounded-3xl bg-gradient-to-br from-teal-700 to-blue-700 md:aspect-[4/1]" />
      <div className="mt-10 h-8 w-64 rounded bg-slate-100 sm:h-9" />
      <div className="mt-4 h-14" />
      <div className="grid gap-4 sm:grid-cols-2 min-[900px]:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`h-72 rounded-xl border border-slate-200 bg-slate-100 ${i > 0 ? 'hidden sm:block' : ''}`} />
        ))}
      </div>
    </section>
  );
}

/** The heading of one of the home page's bands, with its one-line lead. */
function BandHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead !== undefined && <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>}
    </>
  );
}

function Offers() {
  return (
    <section aria-labelledby="offers-title" className="page-container pb-12 pt-4">
      <BandHeading id="offers-title" title="Everything in one place" lead="For patients, for doctors, and for the moments that cannot wait." />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {offers.map(({ Icon, title, text, links }) => (
          <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50">
              <Icon className="size-6 text-teal-700" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{text}</p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {links.map((link) => (
                <ArrowLink key={link.to} to={link.to} label={link.label} />
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HealthTools() {
  return (
    <section aria-labelledby="tools-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="page-container">
        <BandHeading id="tools-title" title="Six health tools" lead="A first, informed estimate in a minute. Each one explains its result and where it should not be used." />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {toolCatalog.map(({ name: title, path, summary, icon: Icon }) => (
            <li key={path}>
              <Link to={path} className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-600 hover:shadow-sm">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50">
                  <Icon className="size-6 text-teal-700" aria-hidden="true" />
                </span>
                <span>
                  <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-teal-800">
                    {title}
                    <ArrowRight className="size-4 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden="true" />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">Estimates from statistical models, not a diagnosis or medical advice. Please talk to a doctor about your health.</p>
      </div>
    </section>
  );
}

function Trust() {
  return (
    <section aria-labelledby="trust-title" className="page-container py-12 sm:py-16">
      <BandHeading id="trust-title" title="Why people trust Clinvia" />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {trustSignals.map(({ Icon, title, text, link }) => (
          <li key={title} className="flex flex-col">
            <Icon className="size-8 text-teal-700" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{text}</p>
            <p className="mt-3">
              <ArrowLink to={link.to} label={link.label} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GetStarted() {
  const { user } = useSession();
  return (
    <section aria-labelledby="start-title" className="page-container pb-4">
      <div className="rounded-3xl bg-gradient-to-br from-teal-700 to-blue-800 px-6 py-10 text-white sm:px-12 sm:py-14">
        <h2 id="start-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {user ? `Welcome back, ${user.name}` : 'Ready when you are'}
        </h2>
        <p className="mt-3 max-w-2xl text-teal-50">
          {user ? 'Pick up where you left off: find a doctor or check your upcoming appointments.' : 'Create an account in a minute to book appointments and use the health tools.'}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {user ? (
            <>
              <ButtonLink to="/find-doctor" variant="onDark" size="xl">
                Find a doctor
              </ButtonLink>
              <ButtonLink to="/appointments" variant="onDarkOutline" size="xl">
                Your appointments
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/register" variant="onDark" size="xl">
                Create an account
              </ButtonLink>
              <ButtonLink to="/login" variant="onDarkOutline" size="xl">
                Sign in
              </ButtonLink>
            </>
          )}
        </div>
        <p className="mt-8 text-sm text-teal-50">
          In an emergency call{' '}
          <a href={`tel:${emergencyHotline.tel}`} className="font-semibold text-white underline underline-offset-4">
            {emergencyHotline.display}
          </a>{' '}
          or your local emergency number.
        </p>
      </div>
    </section>
  );
}

/**
 * HOME-1: the landing page, with the Recommended Doctors carousel (the doctors feature's,
 * handed in by the app). The carousel (with TanStack Query, ~19 KB gzip) loads after the first
 * screen, in its own chunks (useAfterFirstScreen), so the hero and its calls to action are
 * usable sooner.
 */
export default function HomePage({ RecommendedDoctors }: { RecommendedDoctors: ComponentType }) {
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <>
      <title>Clinvia · Care that fits your life</title>
      <Hero />
      {afterFirstScreen ? (
        <Suspense fallback={<RecommendedDoctorsPlaceholder />}>
          <RecommendedDoctors />
        </Suspense>
      ) : (
        <RecommendedDoctorsPlaceholder />
      )}
      <Offers />
      <HealthTools />
      <Trust />
      <GetStarted />
    </>
  );
}
