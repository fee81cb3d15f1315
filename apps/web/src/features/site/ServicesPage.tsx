import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { SegmentedTabs, tabIds } from '../../components/SegmentedTabs';
import { useTabParam } from '../../components/useTabParam';
import { toolCatalog } from './toolCatalog';
import { AmbulanceService } from './ambulance/AmbulanceService';
import { ButtonLink } from '../../components/ui/Button';
import { useTranslation } from 'react-i18next';

/**
 * PRED-1, the Services page: 'Health Services' (default) with the six tools, and 'Ambulance Service'.
 * The tab is in the URL (`?tab=ambulance`), so a link can open the ambulance tab directly.
 */
export default function ServicesPage() {
  const { t } = useTranslation('sitePages');
  const [selected, select] = useTabParam(['health', 'ambulance']);
  const tabs = [
    { key: 'health', label: t('services.tab.health') },
    { key: 'ambulance', label: t('services.tab.ambulance') },
  ] as const;
  const idPrefix = useId();
  const ids = tabIds(idPrefix, selected);

  return (
    <PageIntro title={t('services.title')} description={t('services.description')}>
      <div className="mt-8 max-w-xl">
        <SegmentedTabs label={t('services.tabs')} idPrefix={idPrefix} tabs={tabs} selected={selected} onSelect={select} />
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="mt-8">
        {selected === 'health' ? <HealthServices /> : <AmbulanceService />}
      </div>
    </PageIntro>
  );
}

function HealthServices() {
  const { t } = useTranslation('sitePages');
  const site = useTranslation('site').t;
  return (
    <>
      <p className="mb-6 max-w-3xl text-slate-600">{t('services.lead')}</p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {toolCatalog.map(({ tool, path, icon: Icon }) => (
          // The tools' names and summaries are the home page's too: the bundled 'site' namespace.
          
          <li key={tool} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{site(`tools.${tool}.name`)}</h2>
            <p className="mt-2 flex-1 text-slate-600">{site(`tools.${tool}.summary`)}</p>
            <ButtonLink
              to={path}
              aria-label={t('services.accessLabel', { name: site(`tools.${tool}.name`) })}
              className="mt-5 self-start"
            >
              {t('services.access')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}
