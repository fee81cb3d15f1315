import { PageIntro } from '../../components/PageIntro';

export default function CaloriesPage() {
  return <PageIntro title="Workout Calorie Calculator" description="Estimate calories burned during your exercise" />;
}
