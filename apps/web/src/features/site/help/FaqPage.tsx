import { emergencyHotline } from '@clinvia/contracts/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/Button';
import { InfoPage, type InfoSection } from './InfoPage';

/** An answer's words around its one link: before it, the link's own, after it (I18N-1). */
function Linked({ before, to, link, after }: { before: string; to: string; link: string; after: ReactNode }) {
  return (
    <p>
      {before}{' '}
      <Link to={to} className={textLinkClass}>
        {link}
      </Link>
      {after}
    </p>
  );
}

/** SHELL-14: the footer's 'FAQ', a written page; its words are the 'sitePages' catalogue's faq. */
export default function FaqPage() {
  const { t } = useTranslation('sitePages');
  const questions: readonly InfoSection[] = [
    {
      title: t('faq.book.question'),
      body: <Linked before={t('faq.book.before')} to="/find-doctor" link={t('faq.book.link')} after={<> {t('faq.book.after')}</>} />,
    },
    {
      title: t('faq.cancel.question'),
      body: <Linked before={t('faq.cancel.before')} to="/appointments" link={t('faq.cancel.link')} after={<> {t('faq.cancel.after')}</>} />,
    },
    { title: t('faq.insurance.question'), body: <p>{t('faq.insurance.answer')}</p> },
    {
      title: t('faq.tools.question'),
      body: <Linked before={t('faq.tools.before')} to="/services" link={t('faq.tools.link')} after={<> {t('faq.tools.after')}</>} />,
    },
    {
      title: t('faq.emergency.question'),
      body: (
        <p>
          {t('faq.emergency.before')} <a href={`tel:${emergencyHotline.tel}`} className={textLinkClass}>{emergencyHotline.display}</a> {t('faq.emergency.middle')}{' '}
          <Link to="/emergency" className={textLinkClass}>
            {t('faq.emergency.link')}
          </Link>{' '}
          {t('faq.emergency.after')}
        </p>
      ),
    },
    {
      title: t('faq.password.question'),
      body: <Linked before={t('faq.password.before')} to="/forgot-password" link={t('faq.password.link')} after={<> {t('faq.password.after')}</>} />,
    },
    {
      title: t('faq.records.question'),
      body: <Linked before={t('faq.records.before')} to="/privacy" link={t('faq.records.link')} after={<> {t('faq.records.after')}</>} />,
    },
    {
      title: t('faq.support.question'),
      body: <Linked before={t('faq.support.before')} to="/contact" link={t('faq.support.link')} after={t('faq.support.after')} />,
    },
  ];
  return <InfoPage title={t('faq.title')} description={t('faq.description')} sections={questions} />;
}
