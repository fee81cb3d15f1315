import type { DoctorListItem } from '@clinvia/contracts/doctors';
import { CalendarCheck, CalendarClock, CalendarOff, GraduationCap, MapPin, TrendingUp } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { takesBookings } from '../../lib/clinic-dates';
import { formatFee } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { StarRating } from '../../components/StarRating';
import { ButtonLink } from '../../components/ui/Button';
import { useDoctorFacts } from './facts';

/**
 * A Find Doctor result (FIND-7): photo, name, specialization, qualifications, stars, fee, availability,
 * and the languages the doctor speaks (DOC-13).
 * Memoized: TanStack Query keeps an unchanged doctor's object across refetches (structural
 * sharing), so a refetch or a re-render of the list does not render its cards again (issue 39.7, PERF-18).
 * `belowFold` cards load their photo lazily: only the first row is in view on arrival.
 */
export const DoctorCard = memo(function DoctorCard({ doctor, belowFold = false }: { doctor: DoctorListItem; belowFold?: boolean }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  const facts = useDoctorFacts();
  const profile = `/doctor/${doctor.user_id}`;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="doctor-card">
      <div className="flex items-start gap-4">
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={doctor.name} src={doctor.face_url} size={72} lazy={belowFold} />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link to={profile} className="hover:text-teal-700 hover:underline">
                {doctor.name}
              </Link>
            </h2>
            {doctor.trending && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                <TrendingUp className="size-3.5" aria-hidden="true" />
                {t('facts.trending')}
              </span>
            )}
          </div>
          <p className="font-medium text-teal-700">{specialtyName(doctor.specialization, language)}</p>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
            <GraduationCap className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {doctor.qualifications}
          </p>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <StarRating rating={doctor.rating} />
        <span>{facts.experience(doctor.experience_years)}</span>
        {doctor.city !== null && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            {doctor.city}
          </span>
        )}
        <span>{facts.speaks(doctor.languages)}</span>
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <div>
          <p className="text-xl font-bold text-slate-900">{formatFee(doctor.consultation_fee, language)}</p>
          {/* FIND-15/16: the real next free slot, and no way to book a doctor who takes no bookings. */}
          {doctor.available_today ? (
            <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
              <CalendarCheck className="size-4" aria-hidden="true" />
              {t('card.availableToday')}
            </p>
          ) : (
            <p className="inline-flex items-center gap-1 text-sm font-medium text-slate-600">
              {takesBookings(doctor) ? <CalendarClock className="size-4" aria-hidden="true" /> : <CalendarOff className="size-4" aria-hidden="true" />}
              {facts.availability(doctor)}
            </p>
          )}
        </div>
        {takesBookings(doctor) ? (
          <ButtonLink
            to={`/appointment/${doctor.user_id}`}
            aria-label={t('card.bookWith', { name: doctor.name })}
          >
            {t('card.book')}
          </ButtonLink>
        ) : (
          <ButtonLink to={profile} variant="secondary" aria-label={t('card.viewProfileOf', { name: doctor.name })}>
            {t('facts.viewProfile')}
          </ButtonLink>
        )}
      </div>
    </article>
  );
});
