import { emergencyHotline } from '@clinvia/contracts/site';
import { Link } from 'react-router';
import { InfoPage, linkClass, type InfoSection } from './InfoPage';

/** Public health authorities' pages a patient can trust; outside links open as links, nothing is embedded. */
const sources: readonly { name: string; href: string; what: string }[] = [
  { name: 'MedlinePlus (US National Library of Medicine)', href: 'https://medlineplus.gov/', what: 'plain-language information on diseases, tests and medicines' },
  { name: 'CDC: Diseases and Conditions', href: 'https://www.cdc.gov/', what: 'prevention, vaccines and screening recommendations' },
  { name: 'World Health Organization: Health topics', href: 'https://www.who.int/health-topics', what: 'fact sheets on health topics worldwide' },
  { name: '988 Suicide & Crisis Lifeline', href: 'https://988lifeline.org/', what: 'call or text 988 in the US, any time, for a mental-health crisis' },
];

const sections: readonly InfoSection[] = [
  {
    title: 'In an emergency',
    body: (
      <p>
        Call <a href={`tel:${emergencyHotline.tel}`} className={linkClass}>{emergencyHotline.display}</a> or your local emergency number, or use the{' '}
        <Link to="/emergency" className={linkClass}>
          emergency page
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Trusted information',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        {sources.map((source) => (
          <li key={source.href}>
            <a href={source.href} className={linkClass} rel="noopener noreferrer">
              {source.name}
            </a>
            : {source.what}.
          </li>
        ))}
      </ul>
    ),
  },
  {
    title: 'At Clinvia',
    body: (
      <p>
        <Link to="/find-doctor" className={linkClass}>
          Find a doctor
        </Link>{' '}
        to book a visit, try the{' '}
        <Link to="/services" className={linkClass}>
          health tools
        </Link>{' '}
        for an estimate to discuss with them, or read the{' '}
        <Link to="/wellness-tips" className={linkClass}>
          wellness tips
        </Link>
        .
      </p>
    ),
  },
];

/** SHELL-14: the footer's 'Health Resources'. */
export default function HealthResourcesPage() {
  return <InfoPage title="Health Resources" description="Where to find reliable health information, and where to turn when it is urgent." sections={sections} />;
}
