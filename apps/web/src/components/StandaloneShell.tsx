import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from './Logo';
import { useTranslation } from 'react-i18next';

/** A page outside the shared layout (SHELL-3: the unknown-route page): brand, then content. */
export function StandaloneShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="page-container flex h-16 items-center">
        <Link to="/" className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-slate-900">
          <LogoMark />
          {t('brand')}
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-16">
        {children}
      </main>
    </div>
  );
}
