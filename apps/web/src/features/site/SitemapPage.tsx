import { pageGroupTitles, publicPages, type PageGroup } from '@clinvia/contracts/site';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const groups = Object.keys(pageGroupTitles) as PageGroup[];

/** I18N-1: each listed page's name in the catalogue (sitemap.pages), by its path. */
const pageKeys = {
  '/': 'home',
  '/about': 'about',
  '/contact': 'contact',
  '/emergency': 'emergency',
  '/faq': 'faq',
  '/health-resources': 'healthResources',
  '/wellness-tips': 'wellnessTips',
  '/register': 'register',
  '/login': 'login',
  '/forgot-password': 'forgotPassword',
  '/settings': 'settings',
  '/find-doctor': 'findDoctor',
  '/appointments': 'appointments',
  '/patient-profile': 'profile',
  '/services': 'services',
  '/services?tab=ambulance': 'ambulance',
  '/heart-disease-detection': 'heart',
  '/parkinson-disease-detection': 'parkinsons',
  '/breast-cancer-detection': 'breastCancer',
  '/calories-prediction': 'calories',
  '/insurance-prediction': 'insurance',
  '/diabetes-prediction': 'diabetes',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/accessibility': 'accessibility',
  '/sitemap': 'sitemap',
} as const;
type PageKey = (typeof pageKeys)[keyof typeof pageKeys];
const keyOf = (path: string): PageKey | undefined => (pageKeys as Record<string, PageKey | undefined>)[path];

/** Every page of the portal by topic (the same list as sitemap.xml, plus the signed-in pages). */
export default function SitemapPage() {
  const { t } = useTranslation('sitePages');
  const titleOf = (page: { path: string; title: string }) => {
    const key = keyOf(page.path);
    // A page added to the contracts' list before its words: its English title.
    return key === undefined ? page.title : t(`sitemap.pages.${key}`);
  };
  return (
    <section className="page-container py-10 sm:py-14">
      <title>{t('sitemap.pageTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('sitemap.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('sitemap.lead')}</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`sitemap-${group}`} className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 id={`sitemap-${group}`} className="text-lg font-semibold text-slate-900">
              {t(`sitemap.groups.${group}`)}
            </h2>
            <ul className="mt-3 space-y-2">
              {publicPages
                .filter((page) => page.group === group)
                .map((page) => (
                  <li key={page.path} className="flex flex-wrap items-center gap-x-2">
                    <Link to={page.path} className="font-medium text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline">
                      {titleOf(page)}
                    </Link>
                    {page.signInRequired ? (
                      <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                        <Lock className="size-3" aria-hidden="true" />
                        {t('sitemap.signInRequired')}
                      </span>
                    ) : null}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
