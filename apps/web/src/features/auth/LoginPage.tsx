import { PageIntro } from '../../components/PageIntro';

export default function LoginPage() {
  return <PageIntro title="Welcome Back" description="Sign in to your account" />;
}
