import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';

interface ToolPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of a tool's screen: its title (also the document's), the subtitle, the content. */
export function ToolPage({ title, subtitle, children }: ToolPageProps) {
  return (
    <div className="page-container py-8 sm:py-10">
      <title>{`${title} · Clinvia`}</title>
      <header className="mb-6 print:hidden">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-600">{subtitle}</p>
      </header>
      <div className="space-y-6">{children}</div>
    </div>
  );
}

/** A card around a form or a side note. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>{children}</div>;
}

interface VerdictProps {
  /** The service's own sentence (SPEC's `prediction`, `message` or `result`). */
  text: string;
  /** From the service's structured field, never from the wording. */
  favourable: boolean;
  children?: ReactNode;
}

/** SPEC's result box: green when the estimate is favourable, red otherwise, with an icon and words. */
export function Verdict({ text, favourable, children }: VerdictProps) {
  const Icon = favourable ? CircleCheck : CircleAlert;
  return (
    <div data-tone={favourable ? 'favourable' : 'adverse'} className={`flex gap-3 rounded-lg border-2 px-4 py-4 ${favourable ? 'border-emerald-600 bg-emerald-50 text-emerald-950' : 'border-red-600 bg-red-50 text-red-950'}`}>
      <Icon className={`mt-0.5 size-7 shrink-0 ${favourable ? 'text-emerald-700' : 'text-red-700'}`} aria-hidden="true" />
      <div>
        <p className="text-xl font-bold">{text}</p>
        {children}
      </div>
    </div>
  );
}
