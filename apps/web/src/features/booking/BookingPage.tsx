import { PageIntro } from '../../components/PageIntro';

export default function BookingPage() {
  return <PageIntro title="Book an Appointment" description="Choose a date and time, tell us about your visit and confirm." />;
}
