import type { DoctorDetail } from '@clinvia/contracts/doctors';
import { useQuery } from '@tanstack/react-query';
import { languageName } from '@clinvia/contracts/language-codes';
import { CheckCircle2, Languages, MapPin, MessageSquare, Pencil, ShieldCheck, TrendingUp, XCircle, type LucideIcon } from 'lucide-react';
import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { usePatientId } from '../../lib/acting';
import { useSession } from '../../lib/session';
import { ownProfileQuery } from '../../lib/queries/doctor-profile';
import { bookingSlotsQuery, doctorQuery } from '../../lib/queries/doctors';
import { threadOptionsQuery } from '../../lib/queries/threads';
import { clinicConfigQuery } from '../../lib/clinic-config';
import { zonedClock } from '../../lib/zone-time';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { OwnProfileEditor } from './OwnProfileEditor';
import { formatCreatedOn, formatFee, placeholderPhoto } from '../../lib/format';
import { StarRating } from '../../components/StarRating';
import { WaitlistForm } from '../../components/WaitlistForm';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Badge } from '../../components/ui/Badge';

/** DOC-1: a photo that fails to load (or is missing) is replaced by the placeholder image. */
function DoctorPhoto({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation('doctors');
  const [failed, setFailed] = useState(false);
  const src = failed || doctor.face_url === null ? placeholderPhoto : doctor.face_url;
  return (
    <img
      src={src}
      alt={t('profile.photoOf', { name: doctor.name })}
      width={128}
      height={128}
      onError={() => { setFailed(true); }}
      className="size-32 shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover shadow"
    />
  );
}

function AvailabilityChip({ available }: { available: boolean }) {
  const { t } = useTranslation('doctors');
  return available ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
      <CheckCircle2 className="size-4" aria-hidden="true" />
      {t('profile.available')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
      <XCircle className="size-4" aria-hidden="true" />
      {t('facts.notTakingBookings')}
    </span>
  );
}

function TrendingBadge() {
  const { t } = useTranslation('doctors');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
      <TrendingUp className="size-4" aria-hidden="true" />
      {t('facts.trending')}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="mt-4 space-y-3">{children}</dl>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** WAIT-1 on the profile: a patient may wait for a time when all ten days are full (doctors and staff see the times only). */
function WaitForTime({ doctorId, days }: { doctorId: string; days: readonly string[] }) {
  const { user } = useSession();
  const patientId = usePatientId(user?.id ?? '');
  if (user?.role !== 'patient') return null;
  return <WaitlistForm doctorId={doctorId} patientId={patientId} days={days} idPrefix="profile" />;
}

/** How many free times the profile offers before 'See every time and book'. */
const nextSlotCount = 6;

/**
 * DOC-3, DOC-12: the doctor's next free times, from the slot grid the booking wizard reads (the
 * booking window from the clinic's today); on another doctor's profile each opens the wizard at
 * that date and time.
 */
function NextSlots({ doctorId, bookable }: { doctorId: string; bookable: boolean }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  const config = useQuery(clinicConfigQuery());
  const slots = useQuery({ ...bookingSlotsQuery(doctorId, config.data?.today ?? ''), enabled: config.data !== undefined });
  if (config.isError || slots.isError) return <p className="text-slate-600">{t('profile.freeTimesFailed')}</p>;
  if (slots.isPending) return <p className="text-slate-600">{t('profile.loadingFreeTimes')}</p>;
  const free = slots.data.days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })));
  if (free.length === 0) {
    return (
      <div className="space-y-3">
        <p className="text-slate-600">{t('profile.noFreeTimes')}</p>
        <WaitForTime doctorId={doctorId} days={slots.data.days.map((day) => day.date)} />
      </div>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('profile.nextFreeTimes')}>
      {free.slice(0, nextSlotCount).map((slot) => {
        // TIME-5: the slots are wall clock in the zone of the doctor's location (the answer's clinicTimeZone).
        // 'Tue, Jan 7': a clinic date, a calendar day.
        const label = `${formatClinicDate(slot.date, 'short', language)}, ${zonedClock(slot.date, slot.time, slots.data.clinicTimeZone, language)}`;
        return (
          <li key={`${slot.date} ${slot.time}`}>
            {bookable ? (
              <ButtonLink to={`/appointment/${doctorId}?date=${slot.date}&time=${slot.time}`} variant="outline" size="sm" aria-label={t('profile.bookSlot', { slot: label })}>
                {label}
              </ButtonLink>
            ) : (
              <span className="inline-block rounded-md border border-teal-200 bg-teal-50 px-3 py-1.5 text-sm text-teal-900">{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One entry of AboutDoctor's list: an icon and a term over its value (`children`, the dd). */
function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-sm font-medium text-slate-500">
        <Icon className="size-4" aria-hidden="true" />
        {term}
      </dt>
      {children}
    </div>
  );
}

/** A value that is a list of names (plans, languages), each a badge; `empty` when there is none. */
function BadgeList({ label, items, empty }: { label: string; items: readonly string[]; empty: string }) {
  return (
    <dd className="mt-1">
      {items.length === 0 ? (
        <span className="text-slate-600">{empty}</span>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li key={item}>
              <Badge tone="slate">{item}</Badge>
            </li>
          ))}
        </ul>
      )}
    </dd>
  );
}

/**
 * DOC-11: what a patient looks for first: the doctor's own words, where they see patients and the
 * insurance they take. All plain text from the doctor, rendered as text (never as HTML).
 */
function AboutDoctor({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  const { location } = doctor;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="about-doctor">
      <h2 id="about-doctor" className="text-lg font-semibold text-slate-900">
        {t('profile.about', { name: doctor.name })}
      </h2>
      {doctor.bio === null ? (
        <p className="mt-3 text-slate-600">{t('profile.noBio')}</p>
      ) : (
        <p className="mt-3 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{doctor.bio}</p>
      )}
      <dl className="mt-4 space-y-3">
        <Fact icon={MapPin} term={t('profile.location')}>
          <dd className="mt-1 text-slate-900 [overflow-wrap:anywhere]">
            {location.name !== null && <span className="block font-medium">{location.name}</span>}
            {location.address ?? doctor.city ?? t('profile.askClinic')}
          </dd>
        </Fact>
        <Fact icon={ShieldCheck} term={t('profile.insurance')}>
          <BadgeList label={t('profile.insurancePlans')} items={doctor.insurance_plans} empty={t('profile.selfPay')} />
        </Fact>
        {/* DOC-13: the languages the doctor speaks, named in English. */}
        <Fact icon={Languages} term={t('profile.languages')}>
          <BadgeList label={t('profile.languagesSpoken')} items={doctor.languages.map((code) => languageName(code, language))} empty={t('profile.askClinic')} />
        </Fact>
      </dl>
    </section>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('doctors');
  return (
    <div className="page-container py-10">
      <h1 className="sr-only">{t('profile.heading')}</h1>
      <p role="status" className="sr-only">
        {t('profile.loading')}
      </p>
      <div className="h-48 animate-pulse rounded-xl bg-slate-100" />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-40 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/** The listings a note explains to the doctor (the others need none). */
const notedListings = ['awaiting_verification', 'rejected', 'deactivated'] as const;
type NotedListing = (typeof notedListings)[number];
const isNoted = (listing: OwnDoctorProfile['listing']): listing is NotedListing => notedListings.some((noted) => noted === listing);

/** The signed-in doctor's own profile: what patients see, the way to the dashboard, and Edit. */
function OwnProfile({ profile }: { profile: OwnDoctorProfile }) {
  const { t } = useTranslation('doctors');
  const [editing, setEditing] = useState(false);
  const note = isNoted(profile.listing) ? t(`profile.listing.${profile.listing}`) : undefined;
  const toolbar = (
    <div className="page-container flex flex-wrap items-center justify-between gap-3 pt-8">
      <ButtonLink to="/doctor-portal" variant="inline">
        {t('profile.backToDashboard')}
      </ButtonLink>
      {!editing && (
        <Button
          onClick={() => {
            setEditing(true);
          }}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('profile.edit')}
        </Button>
      )}
    </div>
  );
  if (editing) {
    return (
      <>
        {toolbar}
        <div className="page-container py-6">
          <title>{t('profile.editPageTitle')}</title>
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{t('profile.editTitle')}</h1>
          <OwnProfileEditor
            profile={profile}
            onDone={() => {
              setEditing(false);
            }}
          />
        </div>
      </>
    );
  }
  return (
    <>
      {toolbar}
      {note !== undefined && (
        <div className="page-container pt-4">
          <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
            {note}
            {profile.listing === 'rejected' && profile.rejection_reason !== null && ` ${t('profile.reason', { reason: profile.rejection_reason })}`}
          </p>
        </div>
      )}
      <Profile doctor={profile} own listed={profile.listing === 'listed'} />
    </>
  );
}

/**
 * MSG-UI-3: 'Send a message' to this doctor, for a signed-in patient who has a visit with them
 * (past or ahead): the doctors a new thread may name (MSG-1). Nothing for anyone else.
 */
function MessageDoctorLink({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('doctors');
  const { user } = useSession();
  const options = useQuery({ ...threadOptionsQuery(), enabled: user?.role === 'patient' });
  if (options.data?.doctors.some((item) => item.id === doctorId) !== true) return null;
  return (
    <ButtonLink to={`/messages/new?doctor=${encodeURIComponent(doctorId)}`} size="lg" variant="outline">
      <MessageSquare className="size-5" aria-hidden="true" />
      {t('profile.sendMessage')}
    </ButtonLink>
  );
}

function Profile({ doctor, own, listed = true }: { doctor: DoctorDetail; own: boolean; listed?: boolean }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  return (
    <div className={`page-container ${own ? 'py-6' : 'py-10'}`}>
      <title>{t('profile.pageTitle', { name: doctor.name })}</title>
      <section className="rounded-xl border border-slate-200 bg-gradient-to-br from-teal-50 to-white p-6 sm:p-8">
        <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-center sm:text-left">
          <DoctorPhoto doctor={doctor} />
          <div className="min-w-0 flex-1">
            {doctor.trending && <TrendingBadge />}
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{doctor.name}</h1>
            <p className="text-lg font-medium text-teal-700">{specialtyName(doctor.specialization, language)}</p>
            <div className="mt-3 flex flex-wrap items-center justify-center gap-4 sm:justify-start">
              <StarRating rating={doctor.rating} size="md" />
              <span className="text-slate-800">
                <span className="text-xl font-bold">{formatFee(doctor.consultation_fee, language)}</span> {t('profile.perSession')}
              </span>
              <AvailabilityChip available={doctor.available} />
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-3">
            {/* DOC-7: no booking button for a doctor who takes no bookings. */}
            {!own && doctor.available && (
              <ButtonLink to={`/appointment/${doctor.user_id}`} size="xl">
                {t('profile.book')}
              </ButtonLink>
            )}
            {!own && <MessageDoctorLink doctorId={doctor.user_id} />}
          </div>
        </div>
      </section>

      {/* DOC-11, DOC-12: what a patient looks for first, above the specification's account fields. */}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <AboutDoctor doctor={doctor} />
        {listed && (
          <section className="rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="next-free-times">
            <h2 id="next-free-times" className="text-lg font-semibold text-slate-900">
              {t('profile.nextFreeTimes')}
            </h2>
            <div className="mt-4">
              {doctor.available ? <NextSlots doctorId={doctor.user_id} bookable={!own} /> : <p className="text-slate-600">{t('profile.notTakingNow')}</p>}
            </div>
            {!own && doctor.available && (
              <Link to={`/appointment/${doctor.user_id}`} className="mt-4 inline-block font-medium text-teal-700 underline underline-offset-4">
                {t('profile.seeEveryTime')}
              </Link>
            )}
          </section>
        )}
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Section title={t('profile.accountInfo')}>
          <Field label={t('profile.userId')}>
            <span className="font-mono text-sm">{doctor.user_id}</span>
          </Field>
          <Field label={t('profile.createdOn')}>{formatCreatedOn(doctor.created_at, language)}</Field>
        </Section>
        <Section title={t('profile.personal')}>
          <Field label={t('profile.fullName')}>{doctor.name}</Field>
          <Field label={t('profile.email')}>
            <a href={`mailto:${doctor.email}`} className="text-teal-700 underline underline-offset-4">
              {doctor.email}
            </a>
          </Field>
          {doctor.clinic_address !== null && <Field label={t('profile.clinic')}>{doctor.clinic_address}</Field>}
        </Section>
        <Section title={t('profile.professional')}>
          <Field label={t('profile.specialization')}>{specialtyName(doctor.specialization, language)}</Field>
          <Field label={t('profile.qualifications')}>{doctor.qualifications}</Field>
          <Field label={t('profile.experience')}>{t('profile.experienceYears', { years: doctor.experience_years })}</Field>
        </Section>
        <Section title={t('profile.settings')}>
          <Field label={t('profile.fee')}>{formatFee(doctor.consultation_fee, language)}</Field>
          <Field label={t('profile.rating')}>{t('profile.ratingValue', { rating: doctor.rating.toFixed(1) })}</Field>
          <Field label={t('profile.status')}>{doctor.available ? t('profile.available') : t('facts.notTakingBookings')}</Field>
          {doctor.trending && (
            <Field label={t('profile.tags')}>
              <TrendingBadge />
            </Field>
          )}
        </Section>
      </div>
    </div>
  );
}

/** The signed-in doctor's own profile (GET /api/doctors/me: shown before verification too). */
function OwnProfilePage() {
  const { t } = useTranslation('doctors');
  const profile = useQuery(ownProfileQuery());
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <div className="page-container py-16 text-center">
        <title>{t('profile.ownPageTitle')}</title>
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.failed')}</h1>
        <p className="mt-3 text-slate-600">{t('profile.failedText')}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()} className="mt-6">
          {t('facts.tryAgain')}
        </Button>
      </div>
    );
  }
  return <OwnProfile profile={profile.data} />;
}

/** /doctor/:doctorId and /doctor-profile (the signed-in doctor's own, with Edit), DOC-1 to DOC-6. */
export default function DoctorProfilePage() {
  const { doctorId } = useParams();
  const { user } = useSession();
  const id = doctorId ?? String(user?.id ?? '');
  const own = user?.role === 'doctor' && String(user.id) === id;
  if (own) return <OwnProfilePage />;
  return <OtherProfilePage id={id} />;
}

/** Another doctor's public profile (listed doctors only). */
function OtherProfilePage({ id }: { id: string }) {
  const { t } = useTranslation('doctors');
  const doctor = useQuery({ ...doctorQuery(id), enabled: id !== '' });

  if (doctor.isPending) return <ProfileSkeleton />;
  if (doctor.isError) {
    const missing = doctor.error instanceof ApiError && (doctor.error.status === 404 || doctor.error.status === 400);
    return (
      <div className="page-container py-16 text-center">
        <title>{t('profile.otherPageTitle')}</title>
        <h1 className="text-2xl font-bold text-slate-900">{missing ? t('profile.notFound') : t('profile.failed')}</h1>
        <p className="mt-3 text-slate-600">
          {missing ? t('profile.notFoundText') : t('profile.failedText')}
        </p>
        {missing ? (
          <ButtonLink to="/find-doctor" variant="inline" className="mt-6">
            {t('profile.findAnother')}
          </ButtonLink>
        ) : (
          <Button variant="secondary" className="mt-6" onClick={() => void doctor.refetch()}>
            {t('facts.tryAgain')}
          </Button>
        )}
      </div>
    );
  }
  return <Profile doctor={doctor.data} own={false} />;
}
