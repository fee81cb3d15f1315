import { appointmentTypes, type AppointmentType } from '@clinvia/contracts/appointments';
import { useTranslation } from 'react-i18next';

const isStandard = (type: string): type is AppointmentType => (appointmentTypes as readonly string[]).includes(type);

/**
 * I18N-1: a booked visit's type in the page's language: the four standard types through the
 * booking kit's words (as the wizard names them), any other as it was stored.
 */
export function useVisitTypeName(): (type: string) => string {
  const { t } = useTranslation('bookingKit');
  return (type) => (isStandard(type) ? t(`details.types.${type}`) : type);
}
