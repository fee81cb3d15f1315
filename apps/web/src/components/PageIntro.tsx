import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageIntroProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A screen's heading and one-line description; also sets the document title. */
export function PageIntro({ title, description, children }: PageIntroProps) {
  const { t } = useTranslation('common');
  return (
    <section className="page-container py-10 sm:py-12">
      <title>{t('pageTitle', { title })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{description}</p>
      {children}
    </section>
  );
}
