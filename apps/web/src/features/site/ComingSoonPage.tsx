import { StandaloneShell } from '../../components/StandaloneShell';
import { ButtonLink } from '../../components/ui/Button';
import { useTranslation } from 'react-i18next';

/** SHELL-3: any unknown route. */
export default function ComingSoonPage() {
  const { t } = useTranslation('sitePages');
  return (
    <StandaloneShell>
      <title>{t('comingSoon.pageTitle')}</title>
      <div className="max-w-md text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('comingSoon.title')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('comingSoon.lead')}</p>
        <ButtonLink to="/" size="xl" className="mt-8">
          {t('comingSoon.home')}
        </ButtonLink>
      </div>
    </StandaloneShell>
  );
}
