import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

// The card of the pages behind the e-mails' one-click links (LIFE-8's visit links, WAIT-2's
// offer links, and through LinkActionPage MAIL-1's address and AUTH-26/28's e-mail change links):
// the page's title with its icon, what the link is about, and where to go next.

export const linkIconClass = 'size-9 shrink-0';

const nextLink = 'font-medium text-teal-700 underline-offset-4 hover:underline';

export interface NextStep {
  to: string;
  label: string;
}

/** The card; its heading takes the focus when `focus` is set (the card replaced another after a click). */
export function LinkCard({ icon, title, children, next, focus = false }: { icon: ReactNode; title: string; children: ReactNode; next: readonly NextStep[]; focus?: boolean }) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, title]);
  return (
    <section className="page-container py-10 sm:py-16">
      <title>{t('pageTitle', { title })}</title>
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          {icon}
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
            {title}
          </h1>
        </div>
        {children}
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {next.map((step) => (
            <Link key={step.to} to={step.to} className={nextLink}>
              {step.label}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}
