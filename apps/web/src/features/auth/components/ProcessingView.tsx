import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** AUTH-8: the dots cycle every 500 ms up to 3; the bar rises 1 point every 50 ms up to 100. */
export const DOT_INTERVAL_MS = 500;
export const PROGRESS_INTERVAL_MS = 50;

/** AUTH-8: the full-screen view while a sign-in is being verified. */
export function ProcessingView() {
  const { t } = useTranslation('auth');
  const [dots, setDots] = useState(0);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const dotTimer = setInterval(() => {
      setDots((count) => (count + 1) % 4);
    }, DOT_INTERVAL_MS);
    const progressTimer = setInterval(() => {
      setProgress((value) => Math.min(100, value + 1));
    }, PROGRESS_INTERVAL_MS);
    return () => {
      clearInterval(dotTimer);
      clearInterval(progressTimer);
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/95 p-6 backdrop-blur-sm" role="dialog" aria-modal="true" aria-labelledby="processing-title">
      <div className="w-full max-w-md text-center">
        <h2 id="processing-title" className="text-2xl font-semibold text-slate-900">
          {t('processing.title')}<span aria-hidden="true">{' ' + '.'.repeat(dots)}</span>
        </h2>
        <p className="mt-3 text-slate-700">{t('processing.lead')}</p>
        <div className="mt-8">
          <div className="mb-2 flex justify-between text-sm text-slate-700">
            <span id="processing-label">{t('processing.progress')}</span>
            <span aria-hidden="true">{t('processing.percent', { percent: progress })}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="processing-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-teal-600 transition-[width] duration-75" style={{ width: `${String(progress)}%` }} />
          </div>
        </div>
        <p className="mt-6 text-sm text-slate-600">{t('processing.note')}</p>
      </div>
    </div>
  );
}
