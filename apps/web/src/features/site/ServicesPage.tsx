import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { SegmentedTabs, tabIds } from '../../components/SegmentedTabs';
import { useTabParam } from '../../components/useTabParam';
import { toolCatalog } from './toolCatalog';
import { AmbulanceService } from './ambulance/AmbulanceService';
import { ButtonLink } from '../../components/ui/Button';

const tabs = [
  { key: 'health', label: 'Health Services' },
  { key: 'ambulance', label: 'Ambulance Service' },
] as const;

/**
 * PRED-1, the Services page: 'Health Services' (default) with the six tools, and 'Ambulance Service'.
 * The tab is in the URL (`?tab=ambulance`), so a link can open the ambulance tab directly.
 */
export default function ServicesPage() {
  const [selected, select] = useTabParam(['health', 'ambulance']);
  const idPrefix = useId();
  const ids = tabIds(idPrefix, selected);

  return (
    <PageIntro title="Health Services" description="Self-service health checks and ambulance services.">
      <div className="mt-8 max-w-xl">
        <SegmentedTabs label="Services" idPrefix={idPrefix} tabs={tabs} selected={selected} onSelect={select} />
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="mt-8">
        {selected === 'health' ? <HealthServices /> : <AmbulanceService />}
      </div>
    </PageIntro>
  );
}

function HealthServices() {
  return (
    <>
      <p className="mb-6 max-w-3xl text-slate-600">
        Each tool gives an estimate from a statistical model trained on public research data. It is not a diagnosis: talk to a healthcare professional about
        your results.
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {toolCatalog.map(({ tool, name, path, summary, icon: Icon }) => (
          <li key={tool} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{name}</h2>
            <p className="mt-2 flex-1 text-slate-600">{summary}</p>
            <ButtonLink
              to={path}
              aria-label={`Access Service: ${name}`}
              className="mt-5 self-start"
            >
              Access Service
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}
