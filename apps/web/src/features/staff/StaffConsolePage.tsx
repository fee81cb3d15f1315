import { PageIntro } from '../../components/PageIntro';

export default function StaffConsolePage() {
  return <PageIntro title="Staff Console" description="Verify doctors, manage availability and follow up on messages, ambulance requests and appointments." />;
}
