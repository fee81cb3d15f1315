import type { ReactNode } from 'react';
import { reasonOf } from '../../../lib/api';

/** A console section: its heading (the page's h1), a line on what it is for, then its content. */
export function Section({ title, description, actions, children }: { title: string; description: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="staff-section-title">
      <title>{`${title} · Staff Console · Clinvia`}</title>
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

/** Loading, failed or empty: one of them, or the content. */
export function LoadState({ pending, error, empty, emptyText, onRetry, children }: { pending: boolean; error: unknown; empty: boolean; emptyText: string; onRetry: () => void; children: ReactNode }) {
  if (pending) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
        Loading...
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">This could not be loaded.</p>
        <p className="mt-1 text-sm">{reasonOf(error)}</p>
        <button type="button" onClick={onRetry} className="mt-3 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100">
          Try again
        </button>
      </div>
    );
  }
  if (empty) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{emptyText}</p>;
  return children;
}

const tones = {
  teal: 'bg-teal-50 text-teal-800 ring-teal-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-sky-50 text-sky-900 ring-sky-200',
} as const;
export type Tone = keyof typeof tones;

/** A status in words (never colour alone). */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

export const buttonClass = {
  primary: 'inline-flex items-center justify-center gap-1.5 rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-1.5 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60',
} as const;
