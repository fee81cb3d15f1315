import { PageIntro } from '../../components/PageIntro';

export default function BreastCancerPage() {
  return <PageIntro title="Breast Cancer Detection" description="Classify a breast mass as benign or malignant from cell nucleus features." />;
}
