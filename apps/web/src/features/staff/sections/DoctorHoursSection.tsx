import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { HoursEditor } from '../../../components/hours/HoursEditor';
import { doctorQuery } from '../../../lib/queries/doctors';
import { Section } from '../components/Section';

/** /staff/doctors/:id/hours (HOURS-5): staff edit a doctor's hours with the doctor's own editor; each change is audited as theirs. */
export default function DoctorHoursSection() {
  const { id = '' } = useParams();
  // The public profile names a listed doctor; one awaiting verification is edited all the same.
  const doctor = useQuery({ ...doctorQuery(id), retry: false });
  const name = doctor.data ? `Dr. ${doctor.data.name}` : 'this doctor';
  return (
    <Section
      title="Doctor’s hours"
      description={`When patients can book ${name}: the week, date exceptions, the slot length and bookings left outside them.`}
      actions={
        <Link to="/staff/doctors" className="text-sm font-semibold text-teal-700 underline-offset-2 hover:underline">
          Back to doctors
        </Link>
      }
    >
      <HoursEditor doctorId={id} viewer="staff" />
    </Section>
  );
}
