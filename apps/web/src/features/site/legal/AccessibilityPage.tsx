import { clinicContact } from '@clinvia/contracts/site';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/Button';
import { LegalPage, listClass, type LegalSection } from './LegalPage';

/** The points of 'What you can expect' and 'Known limitations', in their order (the catalogue's keys). */
const expectations = ['keyboard', 'labels', 'colour', 'reflow', 'motion', 'patterns', 'fonts'] as const;
const limitations = ['notice', 'terms', 'logos'] as const;

export default function AccessibilityPage() {
  const { t } = useTranslation('legal');
  const sections: readonly LegalSection[] = [
    {
      id: 'standard',
      title: t('accessibility.standard.title'),
      body: <p>{t('accessibility.standard.text')}</p>,
    },
    {
      id: 'what-we-do',
      title: t('accessibility.expect.title'),
      body: (
        <ul className={listClass}>
          {expectations.map((key) => (
            <li key={key}>{t(`accessibility.expect.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'how-we-test',
      title: t('accessibility.check.title'),
      body: <p>{t('accessibility.check.text')}</p>,
    },
    {
      id: 'known-limits',
      title: t('accessibility.limits.title'),
      body: (
        <ul className={listClass}>
          {limitations.map((key) => (
            <li key={key}>{t(`accessibility.limits.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'feedback',
      title: t('accessibility.feedback.title'),
      body: (
        <p>
          {t('accessibility.feedback.before')}{' '}
          <Link to="/contact" className={textLinkClass}>
            {t('contactForm')}
          </Link>{' '}
          {t('accessibility.feedback.middle')}{' '}
          <a href={`mailto:${clinicContact.email}`} className={textLinkClass}>
            {clinicContact.email}
          </a>
          {t('accessibility.feedback.after')}
        </p>
      ),
    },
  ];
  return <LegalPage title={t('accessibility.title')} intro={<p>{t('accessibility.intro')}</p>} sections={sections} />;
}
