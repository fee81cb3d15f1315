import { PageIntro } from '../../components/PageIntro';
import { AmbulanceService } from './ambulance/AmbulanceService';
import { useCallerDetails } from './ambulance/prefill';
import { useTranslation } from 'react-i18next';

/**
 * AMB-6: an emergency is never behind a sign-in. The hotline and the ambulance forms the
 * Services page's tab holds (AMB-1), open to everyone; a signed-in patient's forms start filled.
 */
export default function EmergencyPage() {
  const { t } = useTranslation('sitePages');
  const caller = useCallerDetails();
  return (
    <PageIntro title={t('emergency.title')} description={t('emergency.description')}>
      <div className="mt-8">
        <AmbulanceService caller={caller} />
      </div>
    </PageIntro>
  );
}
