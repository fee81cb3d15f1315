import { emergencyHotline, socialNetworks } from '@clinvia/contracts/site';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/Logo';
import { QueryScope } from '../../lib/query';
import { useSiteSettings } from '../../lib/site-settings';
import { NewsletterSignup } from '../../features/site/newsletter/NewsletterSignup';

// `label`: the key of the link's words in the layout catalogue (footer.links).
const footerLinks = [
  { to: '/about', label: 'about' },
  { to: '/privacy', label: 'privacy' },
  { to: '/terms', label: 'terms' },
  { to: '/contact', label: 'contact' },
  { to: '/accessibility', label: 'accessibility' },
  { to: '/sitemap', label: 'sitemap' },
] as const;

/** SHELL-7: placeholder items without a target. */
/** SHELL-14: SPEC's resource items keep their labels and get real destinations (support is the contact page). */
const resources = [
  { label: 'healthResources', to: '/health-resources' },
  { label: 'wellnessTips', to: '/wellness-tips' },
  { label: 'faq', to: '/faq' },
  { label: 'support', to: '/contact' },
] as const;

/**
 * SHELL-15: SPEC's social icons lead to the clinic's own profiles, as staff set them in the
 * console; a network the clinic has not set is not shown (no icon without a target).
 */
function SocialLinks() {
  const { t } = useTranslation('layout');
  const social = useSiteSettings()?.social ?? {};
  const links = socialNetworks.flatMap((network) => {
    const url = social[network.key];
    return url === undefined ? [] : [{ ...network, url }];
  });
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('footer.social')}>
      {links.map(({ key, label, url }) => (
        <li key={key}>
          <a
            href={url}
            rel="me noopener"
            className="inline-flex h-9 items-center rounded-full bg-white px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:text-teal-800 hover:ring-teal-600"
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-slate-900';

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900">
            <LogoMark className="size-7" />
            {t('brand')}
          </Link>
          <p className="mt-3 text-sm text-slate-600">{t('footer.tagline')}</p>
          <p className="mt-3 text-sm text-slate-700">
            {t('footer.hotline')}{' '}
            <a href={`tel:${emergencyHotline.tel}`} className="font-semibold text-red-800 underline-offset-4 hover:underline">
              {emergencyHotline.display}
            </a>
            <br />
            <Link to="/emergency" className="text-slate-600 underline-offset-4 hover:text-teal-800 hover:underline">
              {t('footer.ambulance')}
            </Link>
          </p>
          <SocialLinks />
        </div>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            {t('footer.company')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-600 hover:text-teal-800 hover:underline">
                  {t(`footer.links.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{t('footer.resources')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            {resources.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className="underline-offset-4 hover:text-teal-800 hover:underline">
                  {t(`footer.links.${label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{t('footer.newsletter')}</h2>
          {/* The box sends through TanStack Query, and the layout around the footer has no client of its own. */}
          <QueryScope>
            <NewsletterSignup />
          </QueryScope>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="page-container py-6 text-center text-sm text-slate-600">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
