import { useTranslation } from 'react-i18next';
import { InfoPage, type InfoSection } from './InfoPage';

// Each tip states a public recommendation and names it; none is advice for a particular person.
// Their words are the 'sitePages' catalogue's wellness.tips (I18N-1).
const tipKeys = ['move', 'sleep', 'eat', 'numbers', 'smoke'] as const;

/** SHELL-14: the footer's 'Wellness Tips'. */
export default function WellnessTipsPage() {
  const { t } = useTranslation('sitePages');
  const tips: readonly InfoSection[] = tipKeys.map((key) => ({ title: t(`wellness.tips.${key}.title`), body: <p>{t(`wellness.tips.${key}.text`)}</p> }));
  return <InfoPage title={t('wellness.title')} description={t('wellness.description')} sections={tips} />;
}
