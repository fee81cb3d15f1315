import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api';
import { consentSignature } from '../../../test/fixtures';
import { browserInZone } from '../../../test/zone';
import { PatientConsents } from './PatientConsents';
import { renderWithQueries } from '../../../test/queries';

// CONSENT-7: a patient's signatures in the console, each at its time on the clinic's clock with
// the zone named, whatever the browser's zone (the PDF says the same).

const patientId = '11111111-1111-4111-8111-111111111111';
// 3:05 PM in New York, 12:05 PM in Los Angeles.
const signature = consentSignature({ version: 2, method: 'typed', signed_at: '2030-01-15T20:05:00.000Z' });

describe('a patient’s signed consents in the console (CONSENT-7)', () => {
  it('says each time in the clinic’s zone, named, to a browser in another zone', async () => {
    browserInZone('America/Los_Angeles');
    fakeApi({
      'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-01-15' } },
      [`GET /api/staff/patients/${patientId}/consent-signatures`]: { body: { patient: { id: patientId, name: 'Maria Lopez' }, signatures: [signature] } },
    });
    renderWithQueries(<PatientConsents patientId={patientId} />);
    const list = await screen.findByRole('list', { name: 'Signed consents of Maria Lopez' }, { timeout: 10_000 });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Consent to treatment (version 2), signed Tue, Jan 15, 2030, 3:05 PM Eastern time by typing');
    expect(within(item).getByRole('button', { name: /Download PDF/ })).toBeInTheDocument();
  });
});
