import { PageIntro } from '../../components/PageIntro';

export default function ForgotPasswordPage() {
  return <PageIntro title="Forgot your password?" description="Request a link to choose a new password." />;
}
