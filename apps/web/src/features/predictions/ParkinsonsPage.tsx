import { PageIntro } from '../../components/PageIntro';

export default function ParkinsonsPage() {
  return <PageIntro title="Parkinson's Voice Analysis" description="Estimate the likelihood of Parkinson's disease from voice measurements." />;
}
