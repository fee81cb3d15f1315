import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { useLanguage } from '../../../lib/i18n/i18n';

interface ToolPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of a tool's screen: its title (also the document's), the subtitle, the content. */
export function ToolPage({ title, subtitle, children }: ToolPageProps) {
  const { t } = useTranslation('predictions');
  return (
    <div className="page-container py-8 sm:py-10">
      <title>{t('pageTitle', { title })}</title>
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

/** A small label above a result's headline saying it is a model's estimate, not a finding (PRED-11). */
export function EstimateKicker({ className = '' }: { className?: string }) {
  const { t } = useTranslation('predictions');
  return <span className={`block text-xs font-semibold tracking-wide uppercase ${className}`}>{t('kicker')}</span>;
}

interface VerdictProps {
  /** The service's own sentence (SPEC's `prediction`, `message` or `result`): shown as its answer, under the headline. */
  text: string;
  /** What the estimate means, from the model's calibration (PRED-13); absent when the service sent no probability. */
  headline?: string | undefined;
  /** From the service's structured field, never from the wording. */
  favourable: boolean;
  /** The calibrated rate, shown beside the headline (absent from a service that sends no probability, PRED-10). */
  estimate?: ReactNode;
  children?: ReactNode;
}

/**
 * SPEC's result box: green when the estimate is favourable, red otherwise, with an icon and words.
 * PRED-11, PRED-13: headed 'Model estimate' and what the estimate means for people with values like
 * these in the model's data; the service's sentence follows as its answer, never as the headline.
 */
export function Verdict({ text, headline, favourable, estimate, children }: VerdictProps) {
  const { t } = useTranslation('predictions');
  const language = useLanguage();
  const Icon = favourable ? CircleCheck : CircleAlert;
  return (
    <div data-tone={favourable ? 'favourable' : 'adverse'} className={`flex gap-3 rounded-lg border-2 px-4 py-4 ${favourable ? 'border-emerald-600 bg-emerald-50 text-emerald-950' : 'border-red-600 bg-red-50 text-red-950'}`}>
      <Icon className={`mt-0.5 size-7 shrink-0 ${favourable ? 'text-emerald-700' : 'text-red-700'}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-x-6 gap-y-2 sm:flex-row sm:items-start sm:justify-between">
          <p data-testid="verdict-headline">
            <EstimateKicker className={favourable ? 'text-emerald-800' : 'text-red-800'} />
            <span className="text-lg font-bold sm:text-xl">{/* When no probability came, the answer cannot be read against the model's tests: said so. */}
            {headline ?? t('uncalibrated')}</span>
          </p>
          {estimate}
        </div>
        <p className="mt-2" data-testid="service-answer">
          <span>{t('modelAnswer')}</span>
          {/* The service's sentence, in the page's language when it is one of the contracts' (I18N-11). */}
          <span className="font-semibold">{contractMessage(text, language)}</span>
        </p>
        {children}
      </div>
    </div>
  );
}
