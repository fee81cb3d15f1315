import { languageName } from '@clinvia/contracts/language-codes';
import { useTranslation } from 'react-i18next';
import { formatClinicDate, takesBookings, type NextAvailability } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { clockLabel, zonedClock } from '../../lib/zone-time';

/**
 * I18N-1: what Find Doctor's cards and the home carousel say about a doctor, in the page's
 * language: the languages spoken (DOC-13, a plain list: a card's line is short; language names in
 * the page's language, CLDR's), the years of experience and the next free slot (FIND-15, FIND-16). A line of
 * text each, no icon or component of its own: Find Doctor's first download stays in its budget (PERF-7).
 */
export function useDoctorFacts() {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  return {
    /** 'Speaks English, Spanish'; null when the doctor listed none (or a server built to the specification alone did not say). */
    speaks: (codes: readonly string[] | undefined): string | null =>
      codes === undefined || codes.length === 0 ? null : t('facts.speaks', { languages: codes.map((code) => languageName(code, language, 'inText')).join(', ') }),
    experience: (years: number): string => t('facts.experience', { count: years }),
    /**
     * 'Not taking bookings', 'No free times in the next 10 days' or 'Next free: Tue, Jan 7, 9:30 AM'
     * ('9:30 AM Mountain time' when the viewer's clock reads otherwise, TIME-5); null when the
     * answer does not say (the specification's shape), so the card says nothing.
     */
    availability: (doctor: NextAvailability, viewerZone?: string): string | null => {
      if (!takesBookings(doctor)) return t('facts.notTakingBookings');
      const { next_available_date: date, next_available_time: time } = doctor;
      if (date === undefined || time === undefined) return null;
      if (date === null || time === null) return t('facts.noFreeTimes');
      const clock = doctor.timeZone === undefined ? clockLabel(time, language) : zonedClock(date, time, doctor.timeZone, language, viewerZone);
      return t('facts.nextFree', { date: formatClinicDate(date, 'short', language), time: clock });
    },
  };
}
