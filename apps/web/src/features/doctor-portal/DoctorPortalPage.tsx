import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from '../../components/Logo';
import { NotificationBell } from '../notifications/NotificationBell';
import { useSession } from '../../lib/session';

/** SPEC §2 'Doctor portal': outside the shared layout, with its own header. */
export default function DoctorPortalPage() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();

  return (
    <div className="min-h-screen bg-slate-50">
      <title>Doctor Dashboard · Clinvia</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="page-container flex h-16 items-center justify-between gap-4">
          <Link to="/" className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-slate-900">
            <LogoMark />
            Clinvia
          </Link>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm font-medium text-slate-700 sm:inline">{user?.name}</span>
            <NotificationBell />
            <button
              type="button"
              onClick={() => {
                signOut();
                void navigate('/login', { replace: true });
              }}
              className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="page-container py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Doctor Dashboard</h1>
        <p className="mt-3 text-lg text-slate-600">Your profile, appointment statistics and schedule.</p>
      </main>
    </div>
  );
}
