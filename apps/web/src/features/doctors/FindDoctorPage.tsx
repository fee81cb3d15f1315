import { PageIntro } from '../../components/PageIntro';

export default function FindDoctorPage() {
  return <PageIntro title="Find a Doctor" description="Search verified doctors by specialty and book an appointment." />;
}
