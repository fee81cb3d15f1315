import type { AmbulanceReceipt, AmbulanceRequestInput } from '@clinvia/contracts/ambulance';
import { requestAmbulance as requestAmbulanceOperation } from '@clinvia/contracts/operations/ambulance';
import { call } from '../../../lib/client';

export function requestAmbulance(request: AmbulanceRequestInput): Promise<AmbulanceReceipt> {
  return call(requestAmbulanceOperation, { body: request });
}
