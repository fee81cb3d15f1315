import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The wizard's four steps; the current one is announced as such, done ones carry a tick. */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation('booking');
  const steps = [t('steps.date'), t('steps.details'), t('steps.personal'), t('steps.confirmation')];
  return (
    <nav aria-label={t('progress')}>
      <p className="mb-3 text-sm font-medium text-slate-700 sm:hidden">
        {t('stepOf', { current, total: steps.length, label: steps[current - 1] ?? '' })}
      </p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {steps.map((label, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-1 items-center gap-2 last:flex-none sm:gap-3">
              <span className="flex items-center gap-2">
                <span
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                    state === 'done'
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : state === 'current'
                        ? 'border-teal-700 bg-white text-teal-800'
                        : 'border-slate-300 bg-white text-slate-600'
                  }`}
                >
                  {state === 'done' ? <Check className="size-4" aria-hidden="true" /> : number}
                </span>
                <span className={`hidden text-sm sm:inline ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
                  {label}
                  {state === 'done' && <span className="sr-only"> {t('done')}</span>}
                </span>
                <span className="sr-only sm:hidden">
                  {label}
                  {state === 'done' ? ` ${t('done')}` : ''}
                </span>
              </span>
              {number < steps.length && <span aria-hidden="true" className={`h-0.5 flex-1 rounded ${number < current ? 'bg-teal-700' : 'bg-slate-200'}`} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
