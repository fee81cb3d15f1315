import { emergencyHotline } from '@clinvia/contracts/site';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/Button';
import { InfoPage, type InfoSection } from './InfoPage';

/**
 * Public health authorities' pages a patient can trust; outside links open as links, nothing is
 * embedded. Their names and what each offers are the 'sitePages' catalogue's resources.sources (I18N-1).
 */
const sources = [
  { key: 'medlinePlus', href: 'https://medlineplus.gov/' },
  { key: 'cdc', href: 'https://www.cdc.gov/' },
  { key: 'who', href: 'https://www.who.int/health-topics' },
  { key: 'lifeline', href: 'https://988lifeline.org/' },
] as const;

/** SHELL-14: the footer's 'Health Resources'. */
export default function HealthResourcesPage() {
  const { t } = useTranslation('sitePages');
  const sections: readonly InfoSection[] = [
    {
      title: t('resources.emergencyTitle'),
      body: (
        <p>
          {t('resources.emergencyBefore')} <a href={`tel:${emergencyHotline.tel}`} className={textLinkClass}>{emergencyHotline.display}</a> {t('resources.emergencyMiddle')}{' '}
          <Link to="/emergency" className={textLinkClass}>
            {t('resources.emergencyLink')}
          </Link>
          .
        </p>
      ),
    },
    {
      title: t('resources.trustedTitle'),
      body: (
        <ul className="list-disc space-y-2 pl-5">
          {sources.map((source) => (
            <li key={source.href}>
              <a href={source.href} className={textLinkClass} rel="noopener noreferrer">
                {t(`resources.sources.${source.key}.name`)}
              </a>
              : {t(`resources.sources.${source.key}.what`)}.
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: t('resources.clinviaTitle'),
      body: (
        <p>
          <Link to="/find-doctor" className={textLinkClass}>
            {t('resources.findDoctor')}
          </Link>{' '}
          {t('resources.toBook')}{' '}
          <Link to="/services" className={textLinkClass}>
            {t('resources.tools')}
          </Link>{' '}
          {t('resources.toDiscuss')}{' '}
          <Link to="/wellness-tips" className={textLinkClass}>
            {t('resources.tips')}
          </Link>
          .
        </p>
      ),
    },
  ];
  return <InfoPage title={t('resources.title')} description={t('resources.description')} sections={sections} />;
}
