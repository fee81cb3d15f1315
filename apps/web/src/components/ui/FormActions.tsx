import type { ReactNode } from 'react';

/** The buttons at the end of a form (submit first, then cancel), side by side, wrapping on a phone. */
export function FormActions({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()}>{children}</div>;
}
