import { Link } from 'react-router';
import { Tabs } from '../../components/Tabs';
import { useTabParam } from '../../components/useTabParam';
import { AmbulanceService } from './ambulance/AmbulanceService';
import { healthTools } from './healthTools';

const serviceTabs = ['health', 'ambulance'] as const;

function HealthServices() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {healthTools.map(({ title, path, summary, Icon }) => (
        <li key={path} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
          <Icon className="size-8 text-teal-700" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
          <p className="mt-2 flex-1 text-slate-600">{summary}</p>
          <Link to={path} aria-label={`Access Service: ${title}`} className="mt-4 w-fit rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">
            Access Service
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 'Services': 'Health Services' (default) and 'Ambulance Service'; ?tab=ambulance opens the second. */
export default function ServicesPage() {
  const [selected, select] = useTabParam(serviceTabs);
  return (
    <section className="page-container py-10 sm:py-12">
      <title>Health Services · Clinvia</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Health Services</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">Self-service health checks and ambulance services.</p>
      <div className="mt-6">
        <Tabs
          label="Services"
          selected={selected}
          onSelect={select}
          tabs={[
            { id: 'health', label: 'Health Services', panel: <HealthServices /> },
            { id: 'ambulance', label: 'Ambulance Service', panel: <AmbulanceService /> },
          ]}
        />
      </div>
    </section>
  );
}
