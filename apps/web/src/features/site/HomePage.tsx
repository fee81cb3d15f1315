import { emergencyHotline } from '@clinvia/contracts/site';
import { Accessibility, ArrowRight, Ambulance, CalendarCheck, CheckCircle2, LineChart, LockKeyhole, Search, ShieldCheck, Stethoscope, UserCheck } from 'lucide-react';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAfterFirstScreen } from '../../components/useAfterFirstScreen';
import { useSession } from '../../lib/session';
import { toolCatalog } from './toolCatalog';
import heroImage from './home/hero.svg';
import { ButtonLink } from '../../components/ui/Button';

// I18N-1: the words are the bundled namespace 'site' (home.*, tools.*): the first screen.

const heroPoints = ['verified', 'ahead', 'private'] as const;

const offers = [
  { key: 'book', Icon: CalendarCheck, links: [{ to: '/find-doctor', label: 'findDoctor' }, { to: '/appointments', label: 'appointments' }] },
  { key: 'dashboard', Icon: Stethoscope, links: [{ to: '/doctor-portal', label: 'openDashboard' }] },
  { key: 'ambulance', Icon: Ambulance, links: [{ to: '/emergency', label: 'ambulance' }] },
] as const;

const trustSignals = [
  { key: 'predictions', Icon: LineChart, to: '/about?tab=achievements' },
  { key: 'privacy', Icon: LockKeyhole, to: '/privacy' },
  { key: 'verified', Icon: UserCheck, to: '/terms#accounts' },
  { key: 'everyone', Icon: Accessibility, to: '/accessibility' },
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
  const { t } = useTranslation('site');
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="page-container grid items-center gap-8 pb-4 pt-10 sm:pb-6 sm:pt-14 md:grid-cols-2 lg:gap-12 lg:pb-10 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-teal-800 ring-1 ring-teal-200">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('home.badge')}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">{t('home.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink
              to="/find-doctor"
              size="xl" className="text-center sm:whitespace-nowrap"
            >
              <Search className="size-5" aria-hidden="true" />
              {t('home.findDoctor')}
            </ButtonLink>
            <ButtonLink
              to="/services"
              variant="secondary" size="xl" className="text-center sm:whitespace-nowrap"
            >
              {t('home.tryTool')}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap">
            {heroPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2 className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
                {t(`home.points.${point}`)}
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
  const { t } = useTranslation('site');
  return (
    <section className="page-container py-12" aria-busy="true" aria-label={t('home.recommended')}>
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
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="offers-title" className="page-container pb-12 pt-4">
      <BandHeading id="offers-title" title={t('home.offersTitle')} lead={t('home.offersLead')} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {offers.map(({ key, Icon, links }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50">
              <Icon className="size-6 text-teal-700" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`home.offers.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-slate-600">{t(`home.offers.${key}.text`, { hotline: emergencyHotline.display })}</p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {links.map((link) => (
                <ArrowLink key={link.to} to={link.to} label={t(`home.offers.links.${link.label}`)} />
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HealthTools() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="tools-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="page-container">
        <BandHeading id="tools-title" title={t('home.toolsTitle')} lead={t('home.toolsLead')} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {toolCatalog.map(({ tool, path, icon: Icon }) => (
            <li key={path}>
              <Link to={path} className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-600 hover:shadow-sm">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50">
                  <Icon className="size-6 text-teal-700" aria-hidden="true" />
                </span>
                <span>
                  <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-teal-800">
                    {t(`tools.${tool}.name`)}
                    <ArrowRight className="size-4 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden="true" />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{t(`tools.${tool}.summary`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">{t('home.toolsNote')}</p>
      </div>
    </section>
  );
}

function Trust() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="trust-title" className="page-container py-12 sm:py-16">
      <BandHeading id="trust-title" title={t('home.trustTitle')} />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {trustSignals.map(({ key, Icon, to }) => (
          <li key={key} className="flex flex-col">
            <Icon className="size-8 text-teal-700" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(`home.trust.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-slate-600">{t(`home.trust.${key}.text`)}</p>
            <p className="mt-3">
              <ArrowLink to={to} label={t(`home.trust.${key}.link`)} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GetStarted() {
  const { t } = useTranslation('site');
  const { user } = useSession();
  return (
    <section aria-labelledby="start-title" className="page-container pb-4">
      <div className="rounded-3xl bg-gradient-to-br from-teal-700 to-blue-800 px-6 py-10 text-white sm:px-12 sm:py-14">
        <h2 id="start-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {user ? t('home.welcomeBack', { name: user.name }) : t('home.ready')}
        </h2>
        <p className="mt-3 max-w-2xl text-teal-50">
          {user ? t('home.welcomeLead') : t('home.readyLead')}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {user ? (
            <>
              <ButtonLink to="/find-doctor" variant="onDark" size="xl">
                {t('home.findDoctor')}
              </ButtonLink>
              <ButtonLink to="/appointments" variant="onDarkOutline" size="xl">
                {t('home.appointments')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/register" variant="onDark" size="xl">
                {t('home.register')}
              </ButtonLink>
              <ButtonLink to="/login" variant="onDarkOutline" size="xl">
                {t('home.signIn')}
              </ButtonLink>
            </>
          )}
        </div>
        <p className="mt-8 text-sm text-teal-50">
          {t('home.emergencyBefore')}{' '}
          <a href={`tel:${emergencyHotline.tel}`} className="font-semibold text-white underline underline-offset-4">
            {emergencyHotline.display}
          </a>{' '}
          {t('home.emergencyAfter')}
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
  const { t } = useTranslation('site');
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <>
      <title>{t('home.pageTitle')}</title>
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
