import { Clock, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { zonedClock } from '../../lib/zone-time';

interface SlotFactsProps {
  /** The list's name for assistive technology. */
  label: string;
  doctorName: string;
  specialization?: string;
  /** The clinic's date, time and zone of the visit or the held slot. */
  date: string;
  time: string;
  timeZone: string;
  /** The test id of the date and time line. */
  whenTestId: string;
}

/** The minimum of detail a link page shows: the doctor, and the clinic date and time with its zone. */
export function SlotFacts({ label, doctorName, specialization, date, time, timeZone, whenTestId }: SlotFactsProps) {
  const { t } = useTranslation('visits');
  const language = useLanguage();
  return (
    <dl className="mt-5 space-y-3 rounded-xl bg-slate-50 p-4 text-slate-900" aria-label={label}>
      <div className="flex items-start gap-3">
        <dt className="mt-0.5 shrink-0">
          <Stethoscope className="size-5 text-teal-700" aria-hidden="true" />
          <span className="sr-only">{t('withDoctor')}</span>
        </dt>
        <dd>
          <span className="block font-semibold">{t('doctorName', { name: doctorName })}</span>
          {specialization !== undefined && <span className="block text-sm text-slate-600">{specialtyName(specialization, language)}</span>}
        </dd>
      </div>
      <div className="flex items-start gap-3">
        <dt className="mt-0.5 shrink-0">
          <Clock className="size-5 text-teal-700" aria-hidden="true" />
          <span className="sr-only">{t('when')}</span>
        </dt>
        <dd>
          <span className="block font-semibold" data-testid={whenTestId}>
            {t('dateAt', { date: formatClinicDate(date, 'long', language), time: zonedClock(date, time, timeZone, language) })}
          </span>
        </dd>
      </div>
    </dl>
  );
}
