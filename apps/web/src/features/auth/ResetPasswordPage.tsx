import { PageIntro } from '../../components/PageIntro';

export default function ResetPasswordPage() {
  return <PageIntro title="Reset your password" description="Choose a new password for your account." />;
}
