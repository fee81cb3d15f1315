import { PageIntro } from '../../components/PageIntro';
import { AmbulanceService } from './ambulance/AmbulanceService';
import { useCallerDetails } from './ambulance/prefill';

/**
 * AMB-6: an emergency is never behind a sign-in. The hotline and the ambulance forms the
 * Services page's tab holds (AMB-1), open to everyone; a signed-in patient's forms start filled.
 */
export default function EmergencyPage() {
  const caller = useCallerDetails();
  return (
    <PageIntro title="Emergency and ambulance" description="Call the hotline first. If you cannot call, request an ambulance here: no account needed.">
      <div className="mt-8">
        <AmbulanceService caller={caller} />
      </div>
    </PageIntro>
  );
}
