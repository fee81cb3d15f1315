import { PageIntro } from '../../components/PageIntro';

export default function AboutPage() {
  return <PageIntro title="About Clinvia" description="Our mission, our team, our achievements and our partners." />;
}
