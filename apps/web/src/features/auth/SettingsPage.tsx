import { PageIntro } from '../../components/PageIntro';

export default function SettingsPage() {
  return <PageIntro title="Settings" description="Change your password and contact details." />;
}
