import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HoursEditor } from '../../../components/hours/HoursEditor';
import { ButtonLink } from '../../../components/ui/Button';
import { doctorQuery } from '../../../lib/queries/doctors';
import { Section } from '../components/Section';

/** /staff/doctors/:id/hours (HOURS-5): staff edit a doctor's hours with the doctor's own editor; each change is audited as theirs. */
export default function DoctorHoursSection() {
  const { t } = useTranslation('staff');
  const { id = '' } = useParams();
  // The public profile names a listed doctor; one awaiting verification is edited all the same.
  const doctor = useQuery({ ...doctorQuery(id), retry: false });
  return (
    <Section
      title={t('doctorHours.title')}
      description={doctor.data ? t('doctorHours.description', { name: doctor.data.name }) : t('doctorHours.descriptionNoName')}
      actions={
        <ButtonLink to="/staff/doctors" variant="link" className="text-sm">
          {t('doctorHours.back')}
        </ButtonLink>
      }
    >
      <HoursEditor doctorId={id} viewer="staff" />
    </Section>
  );
}
