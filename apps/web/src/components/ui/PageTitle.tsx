import { useTranslation } from 'react-i18next';

/** A signed-in page's heading, also the browser tab's title, and the sentence that says what the page is for. */
export function PageTitle({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <title>{t('pageTitle', { title })}</title>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>
      </div>
    </>
  );
}
