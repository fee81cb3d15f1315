import { useTranslation } from 'react-i18next';

/** SHELL-2: what a screen shows while the session or its code is still on the way. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    // As tall as the screen below the header: the footer stays out of view until the page
    // arrives, instead of showing and then being pushed down (a layout shift).
    <div className="flex min-h-[calc(100svh-4rem)] items-center justify-center p-8">
      <p role="status" className="text-slate-600">
        {t('loading')}
      </p>
    </div>
  );
}
