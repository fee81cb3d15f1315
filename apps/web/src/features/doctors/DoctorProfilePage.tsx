import { PageIntro } from '../../components/PageIntro';

export default function DoctorProfilePage() {
  return <PageIntro title="Doctor Profile" description="Qualifications, experience, fees and availability." />;
}
