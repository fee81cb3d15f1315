import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Classes of the lists in the legal texts (their links are the kit's textLinkClass). */
export const listClass = 'list-disc space-y-2 pl-5';

/**
 * A legal page: title, date, a table of contents and numbered sections. I18N-1: its words are the
 * 'legal' catalogue's (the date of the texts is there too, as it changes with them).
 */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  const { t } = useTranslation('legal');
  return (
    <article className="page-container py-10 sm:py-14">
      <title>{t('pageTitle', { title })}</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('updated')}</p>
        <div className="mt-4 space-y-3 text-lg text-slate-700">{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-slate-900">
            {t('contents')}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 text-slate-700">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
