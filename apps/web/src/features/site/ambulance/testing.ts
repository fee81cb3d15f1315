import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { fakeApi } from '../../../test/api';

// Test helper of the ambulance pages (/emergency, /ambulance): their fake API.

/**
 * Answers the clinic's config, `account` (when given) to the signed-in user's account read, a 201
 * receipt to each ambulance request, and `[]` to any other read; returns the requests' bodies as sent.
 */
export function fakeAmbulanceApi(account?: object): unknown[] {
  const requests: unknown[] = [];
  fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: wallClockAt('America/New_York').date } },
    ...(account === undefined ? {} : { 'GET /api/authentication/account': { body: account } }),
    'POST /api/ambulance/requests': ({ body }) => {
      requests.push(body);
      const { kind } = body as { kind: 'emergency' | 'transport' };
      return { status: 201, body: { reference: 'AMB-7K3Q9D', kind, status: 'new', message: 'Request received: reference AMB-7K3Q9D.' } };
    },
    'GET *': { body: [] },
  });
  return requests;
}
