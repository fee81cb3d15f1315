import type { AboutFigure, AboutPartner } from '@clinvia/contracts/site';
import { ArrowRight, Building2, ExternalLink } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { SegmentedTabs, tabIds } from '../../components/SegmentedTabs';
import { useTabParam } from '../../components/useTabParam';
import { useSiteSettings } from '../../lib/site-settings';
import { achievements, missionValues, teamMembers } from './about/content';

const aboutTabs = ['mission', 'team', 'achievements', 'partners'] as const;
type AboutTab = (typeof aboutTabs)[number];

const linkClass = 'inline-flex items-center gap-1 font-semibold text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline';

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** ABOUT-4: the clinic's figures, as staff set them; none set, no block (not an empty box). */
function Figures() {
  const figures: AboutFigure[] = useSiteSettings()?.figures ?? [];
  if (figures.length === 0) return null;
  return (
    <ul aria-label="Clinvia in numbers" className="grid grid-cols-2 gap-6 rounded-2xl bg-teal-800 p-6 text-white sm:p-8 lg:grid-cols-4">
      {figures.map((figure, index) => (
        <li key={index}>
          <span className="block break-words text-3xl font-bold sm:text-4xl">{figure.value}</span>
          <span className="mt-1 block break-words font-semibold">{figure.label}</span>
          {figure.detail !== null && <span className="mt-1 block break-words text-sm text-teal-100">{figure.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

function Mission() {
  return (
    <div className="space-y-10">
      <div className="max-w-3xl">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Our mission</h2>
        <p className="mt-3 text-lg text-slate-700">
          Clinvia makes good care easy to reach: find the right doctor, book a visit in minutes and understand your health between visits, with your
          records kept private.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {missionValues.map((value) => (
          <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
            <p className="mt-2 text-slate-600">{value.text}</p>
          </li>
        ))}
      </ul>
      <Figures />
      <p className="text-slate-700">
        Questions about how we work? <MoreLink to="/contact">Contact us</MoreLink>
      </p>
    </div>
  );
}

function Team() {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Our team</h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">Clinicians, data scientists and engineers who build Clinvia together.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {teamMembers.map((member) => (
          <li key={member.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <Avatar name={member.name.replace(/^Dr\. /, '')} size={64} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <Link to={`/team/${member.slug}`} className="hover:text-teal-800 hover:underline">
                {member.name}
              </Link>
            </h3>
            <p className="text-sm font-medium text-teal-700">{member.role}</p>
            <p className="mt-2 flex-1 text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <MoreLink to="/team">Meet the whole team</MoreLink>
      </p>
    </div>
  );
}

function Achievements() {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Achievements</h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {achievements.map(({ Icon, title, text, link }) => (
          <li key={title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <Icon className="size-8 text-teal-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{text}</p>
            <p className="mt-4">
              <MoreLink to={link.to}>{link.label}</MoreLink>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
        <MoreLink to="/achievements">All achievements</MoreLink>
        <MoreLink to="/research">Our research</MoreLink>
        <MoreLink to="/contact">Work with us</MoreLink>
      </div>
    </div>
  );
}

function PartnerCard({ partner }: { partner: AboutPartner }) {
  const body = (
    <>
      <Building2 className="size-8 text-slate-500" aria-hidden="true" />
      <span className="break-words text-sm font-medium text-slate-700">{partner.name}</span>
      {partner.url !== null && <ExternalLink className="size-4 text-teal-700" aria-hidden="true" />}
    </>
  );
  const box = 'flex h-32 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-center';
  return partner.url === null ? (
    <div className={box}>{body}</div>
  ) : (
    <a href={partner.url} rel="noopener" className={`${box} hover:border-teal-600 hover:bg-teal-50`}>
      {body}
    </a>
  );
}

/** ABOUT-4: the clinic's partners, as staff set them; none set, no block, only the invitation. */
function Partners() {
  const partners: AboutPartner[] = useSiteSettings()?.partners ?? [];
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Our partners</h2>
      {partners.length > 0 && (
        <>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">The organisations we work with.</p>
          <ul aria-label="Our partners" className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {partners.map((partner, index) => (
              <li key={index}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-8 text-slate-700">
        Interested in partnering with us? <MoreLink to="/contact">Get in touch</MoreLink>
      </p>
    </div>
  );
}

const panels: Record<AboutTab, { label: string; Panel: ComponentType }> = {
  mission: { label: 'Our Mission', Panel: Mission },
  team: { label: 'Our Team', Panel: Team },
  achievements: { label: 'Achievements', Panel: Achievements },
  partners: { label: 'Our Partners', Panel: Partners },
};

/** ABOUT-1: four tabs, Our Mission first; the tab is in the URL (?tab=team). */
export default function AboutPage() {
  const [selected, select] = useTabParam(aboutTabs);
  const idPrefix = useId();
  const ids = tabIds(idPrefix, selected);
  const SelectedPanel = panels[selected].Panel;
  return (
    <>
      <title>About Clinvia · Clinvia</title>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="page-container py-10 sm:py-14">
          <p className="font-semibold text-teal-700">About us</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">About Clinvia</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">The people, the principles and the evidence behind the portal.</p>
        </div>
      </section>
      <div className="page-container pb-4">
        {/* ABOUT-3: on phones the four tabs wrap into two rows, so none hides past the edge. */}
        <SegmentedTabs
          label="About Clinvia"
          idPrefix={idPrefix}
          tabs={aboutTabs.map((key) => ({ key, label: panels[key].label }))}
          selected={selected}
          onSelect={select}
          layout="grid"
        />
        <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="pt-8">
          <SelectedPanel />
        </div>
      </div>
    </>
  );
}
