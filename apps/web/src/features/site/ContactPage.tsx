import { PageIntro } from '../../components/PageIntro';

export default function ContactPage() {
  return <PageIntro title="Contact Us" description="Questions about appointments, insurance or your records? Send us a message." />;
}
