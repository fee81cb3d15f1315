import { StandaloneShell } from '../../components/StandaloneShell';
import { ButtonLink } from '../../components/ui/Button';

/** SHELL-3: any unknown route. */
export default function ComingSoonPage() {
  return (
    <StandaloneShell>
      <title>Coming Soon · Clinvia</title>
      <div className="max-w-md text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Coming Soon</h1>
        <p className="mt-4 text-lg text-slate-600">We are working on it</p>
        <ButtonLink to="/" size="xl" className="mt-8">
          Back to HomePage
        </ButtonLink>
      </div>
    </StandaloneShell>
  );
}
