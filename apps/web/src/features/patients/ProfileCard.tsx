import type { ReactNode } from 'react';

// One section of /patient-profile: a titled card with an optional action beside the title and an
// optional line of introduction under it.

interface ProfileCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  action?: ReactNode;
  intro?: string;
  children: ReactNode;
}

export function ProfileCard({ id, title, action, intro, children }: ProfileCardProps) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
