import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A console section: its heading (the page's h1), a line on what it is for, then its content. */
export function Section({ title, description, actions, children }: { title: string; description: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="staff-section-title">
      <title>{t('console.pageTitle', { title })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="staff-section-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
