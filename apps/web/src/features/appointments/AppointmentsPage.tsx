import { PageIntro } from '../../components/PageIntro';

export default function AppointmentsPage() {
  return <PageIntro title="Your Appointments" description="Your upcoming and past appointments; pending ones can be cancelled." />;
}
