import { PageIntro } from '../../components/PageIntro';

export default function DiabetesPage() {
  return <PageIntro title="Diabetes Risk Assessment" description="Estimate your diabetes risk from eight health measurements." />;
}
