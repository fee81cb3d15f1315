import { PageIntro } from '../../components/PageIntro';

export default function HeartDiseasePage() {
  return <PageIntro title="Heart Disease Risk Assessment" description="Estimate heart disease risk from 13 clinical measurements." />;
}
