import { PageIntro } from '../../components/PageIntro';

export default function InsurancePage() {
  return <PageIntro title="Insurance Cost Predictor" description="Estimate your annual health insurance premium." />;
}
