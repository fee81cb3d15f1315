import { Link } from 'react-router';
import { StandaloneShell } from '../../components/StandaloneShell';

/** SHELL-3: any unknown route. */
export default function ComingSoonPage() {
  return (
    <StandaloneShell>
      <title>Coming Soon · Clinvia</title>
      <div className="max-w-md text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Coming Soon</h1>
        <p className="mt-4 text-lg text-slate-600">We are working on it</p>
        <Link to="/" className="mt-8 inline-block rounded-md bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800">
          Back to HomePage
        </Link>
      </div>
    </StandaloneShell>
  );
}
