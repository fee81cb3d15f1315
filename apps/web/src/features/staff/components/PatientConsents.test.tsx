import type { ConsentSignature } from '@clinvia/contracts/consents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api';
import { browserInZone } from '../../../test/zone';
import { PatientConsents } from './PatientConsents';

// CONSENT-7: a patient's signatures in the console, each at its time on the clinic's clock with
// the zone named, whatever the browser's zone (the PDF says the same).

const patientId = '11111111-1111-4111-8111-111111111111';
const signature: ConsentSignature = {
  id: '22222222-2222-4222-8222-222222222222',
  consent_id: '33333333-3333-4333-8333-333333333333',
  title: 'Consent to treatment',
  version: 2,
  version_id: '44444444-4444-4444-8444-444444444444',
  method: 'typed',
  signed_name: 'Maria Lopez',
  // 3:05 PM in New York, 12:05 PM in Los Angeles.
  signed_at: '2030-01-15T20:05:00.000Z',
  content_sha256: 'a'.repeat(64),
  appointment_id: null,
  pdf: { size: 1200, sha256: 'b'.repeat(64) },
};

describe('a patient’s signed consents in the console (CONSENT-7)', () => {
  it('says each time in the clinic’s zone, named, to a browser in another zone', async () => {
    browserInZone('America/Los_Angeles');
    fakeApi({
      'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-01-15' } },
      [`GET /api/staff/patients/${patientId}/consent-signatures`]: { body: { patient: { id: patientId, name: 'Maria Lopez' }, signatures: [signature] } },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PatientConsents patientId={patientId} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Signed consents of Maria Lopez' }, { timeout: 10_000 });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Consent to treatment (version 2), signed Tue, Jan 15, 2030, 3:05 PM Eastern time by typing');
    expect(within(item).getByRole('button', { name: /Download PDF/ })).toBeInTheDocument();
  });
});
