import type { ReactNode } from 'react';
import { PageIntro } from '../../../components/PageIntro';

export interface InfoSection {
  title: string;
  body: ReactNode;
}

/** A written help page (SHELL-14): a title, a line on what it is for, and titled sections. */
export function InfoPage({ title, description, sections }: { title: string; description: string; sections: readonly InfoSection[] }) {
  return (
    <PageIntro title={title} description={description}>
      <div className="mt-8 max-w-3xl space-y-8">
        {sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
            <div className="mt-2 space-y-3 text-slate-700">{section.body}</div>
          </section>
        ))}
      </div>
    </PageIntro>
  );
}

