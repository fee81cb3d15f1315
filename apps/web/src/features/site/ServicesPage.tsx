import { PageIntro } from '../../components/PageIntro';

export default function ServicesPage() {
  return <PageIntro title="Health Services" description="Self-service health checks and ambulance services." />;
}
