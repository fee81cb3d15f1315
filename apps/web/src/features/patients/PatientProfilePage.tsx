import { PageIntro } from '../../components/PageIntro';

export default function PatientProfilePage() {
  return <PageIntro title="Your Profile" description="Your personal information, contact details and appointments." />;
}
