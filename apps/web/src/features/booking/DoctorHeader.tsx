import type { DoctorDetail } from '@clinvia/contracts/doctors';
import { Briefcase, GraduationCap, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { formatFee } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { StarRating } from '../../components/StarRating';

/** BOOK-1: the doctor the patient books with (name, specialization, rating, fee, qualifications, experience). */
export function DoctorHeader({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (
    <section aria-label={t('doctor.label')} className="rounded-xl border border-slate-200 bg-gradient-to-br from-teal-50 to-white p-5 sm:p-6">
      <div className="flex items-start gap-4 sm:items-center sm:gap-5">
        <Avatar name={doctor.name} src={doctor.face_url} size={72} className="border-2 border-white shadow-sm" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-600">{t('doctor.bookingWith')}</p>
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">
            <Link to={`/doctor/${doctor.user_id}`} className="hover:text-teal-700 hover:underline">
              {doctor.name}
            </Link>
          </h2>
          <p className="font-medium text-teal-700">{specialtyName(doctor.specialization, language)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-700">
            <StarRating rating={doctor.rating} />
            <span>
              <span className="font-semibold text-slate-900">{formatFee(doctor.consultation_fee, language)}</span> {t('doctor.perSession')}
            </span>
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
              {t('doctor.experience', { count: doctor.experience_years })}
            </span>
          </div>
          <p className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-600">
            <GraduationCap className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {doctor.qualifications}
          </p>
          {doctor.clinic_address !== null && (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {doctor.clinic_address}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
