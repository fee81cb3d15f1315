import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { TwoStepSetup } from './components/TwoStepSetup';
import { useTranslation } from 'react-i18next';

const homeOf = { patient: '/', doctor: '/doctor-portal', staff: '/staff' } as const;

/** Where a role that must use two-step sign-in lands until it is set up (the API answers nothing else). */
export default function TwoStepSetupPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <section className="page-container py-8 sm:py-12">
      <title>{t('twoStepPage.pageTitle')}</title>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('twoStepPage.title')}</h1>
        <p className="mt-2 text-slate-600">{t('twoStepPage.lead')}</p>
        <div className="mt-6">
          <TwoStepSetup
            onFinished={() => {
              void navigate(user === null ? '/' : homeOf[user.role], { replace: true });
            }}
          />
        </div>
      </div>
    </section>
  );
}
