import type { AboutFigure, AboutPartner } from '@clinvia/contracts/site';
import { ArrowRight, Building2, ExternalLink } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { SegmentedTabs, tabIds } from '../../components/SegmentedTabs';
import { useTabParam } from '../../components/useTabParam';
import { useSiteSettings } from '../../lib/site-settings';
import { achievements, missionValues, teamMembers } from './about/content';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('sitePages');
  const figures: AboutFigure[] = useSiteSettings()?.figures ?? [];
  if (figures.length === 0) return null;
  return (
    <ul aria-label={t('about.numbers')} className="grid grid-cols-2 gap-6 rounded-2xl bg-teal-800 p-6 text-white sm:p-8 lg:grid-cols-4">
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
  const { t } = useTranslation('sitePages');
  return (
    <div className="space-y-10">
      <div className="max-w-3xl">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('about.missionTitle')}</h2>
        <p className="mt-3 text-lg text-slate-700">{t('about.missionLead')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {missionValues.map((value) => (
          <li key={value} className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">{t(`about.values.${value}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`about.values.${value}.text`)}</p>
          </li>
        ))}
      </ul>
      <Figures />
      <p className="text-slate-700">
        {t('about.questions')} <MoreLink to="/contact">{t('about.contactUs')}</MoreLink>
      </p>
    </div>
  );
}

function Team() {
  const { t } = useTranslation('sitePages');
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('about.teamTitle')}</h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('about.teamLead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {teamMembers.map((member) => (
          <li key={member.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <Avatar name={member.name.replace(/^Dr\. /, '')} size={64} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <Link to={`/team/${member.slug}`} className="hover:text-teal-800 hover:underline">
                {member.name}
              </Link>
            </h3>
            <p className="text-sm font-medium text-teal-700">{t(`about.members.${member.key}.role`)}</p>
            <p className="mt-2 flex-1 text-slate-600">{t(`about.members.${member.key}.bio`)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <MoreLink to="/team">{t('about.wholeTeam')}</MoreLink>
      </p>
    </div>
  );
}

function Achievements() {
  const { t } = useTranslation('sitePages');
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('about.achievementsTitle')}</h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {achievements.map(({ Icon, key, to }) => (
          <li key={key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <Icon className="size-8 text-teal-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`about.achievementList.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-slate-600">{t(`about.achievementList.${key}.text`)}</p>
            <p className="mt-4">
              <MoreLink to={to}>{t(`about.achievementList.${key}.link`)}</MoreLink>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
        <MoreLink to="/achievements">{t('about.allAchievements')}</MoreLink>
        <MoreLink to="/research">{t('about.research')}</MoreLink>
        <MoreLink to="/contact">{t('about.workWithUs')}</MoreLink>
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
  const { t } = useTranslation('sitePages');
  const partners: AboutPartner[] = useSiteSettings()?.partners ?? [];
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('about.partnersTitle')}</h2>
      {partners.length > 0 && (
        <>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('about.partnersLead')}</p>
          <ul aria-label={t('about.partnersTitle')} className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {partners.map((partner, index) => (
              <li key={index}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-8 text-slate-700">
        {t('about.partnering')} <MoreLink to="/contact">{t('about.getInTouch')}</MoreLink>
      </p>
    </div>
  );
}

const panels: Record<AboutTab, ComponentType> = {
  mission: Mission,
  team: Team,
  achievements: Achievements,
  partners: Partners,
};

/** ABOUT-1: four tabs, Our Mission first; the tab is in the URL (?tab=team). */
export default function AboutPage() {
  const { t } = useTranslation('sitePages');
  const [selected, select] = useTabParam(aboutTabs);
  const idPrefix = useId();
  const ids = tabIds(idPrefix, selected);
  const SelectedPanel = panels[selected];
  return (
    <>
      <title>{t('about.pageTitle')}</title>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="page-container py-10 sm:py-14">
          <p className="font-semibold text-teal-700">{t('about.kicker')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('about.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('about.lead')}</p>
        </div>
      </section>
      <div className="page-container pb-4">
        {/* ABOUT-3: on phones the four tabs wrap into two rows, so none hides past the edge. */}
        <SegmentedTabs
          label={t('about.title')}
          idPrefix={idPrefix}
          tabs={aboutTabs.map((key) => ({ key, label: t(`about.tabs.${key}`) }))}
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
