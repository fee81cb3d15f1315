import { PageIntro } from '../../components/PageIntro';

export default function RegisterPage() {
  return <PageIntro title="Create your account" description="Register as a patient, doctor or staff member." />;
}
