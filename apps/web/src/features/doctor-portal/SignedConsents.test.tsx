import type { ConsentSignature } from '@clinvia/contracts/consents';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { consentSignature } from '../../test/fixtures';
import { browserInZone } from '../../test/zone';
import { SignedConsents } from './SignedConsents';
import { renderWithQueries } from '../../test/queries';

// CONSENT-9: the appointment view lists the patient's signed consents, newest first, each with
// its download; the time on the clock of the visit's location, its zone named when the viewer's
// reads otherwise (TIME-5); a refusal is said, not hidden.

const patientId = '11111111-1111-4111-8111-111111111111';
const appointmentId = '55555555-5555-4555-8555-555555555555';
const signature = (overrides: Partial<ConsentSignature>) => consentSignature({ appointment_id: appointmentId, ...overrides });

function show(reply: Reply) {
  fakeApi({ [`GET /api/doctors/patients/${patientId}/consent-signatures`]: reply });
  renderWithQueries(<SignedConsents patientId={patientId} appointmentId={appointmentId} timeZone="America/Denver" />);
}

describe('the patient’s signed consents in the doctor portal (CONSENT-9)', () => {
  it('lists each signature with how and when it was signed, which were for this visit, and a download', async () => {
    browserInZone('America/New_York');
    show({
      body: {
        patient: { id: patientId, name: 'Maria Lopez' },
        signatures: [signature({}), signature({ id: '66666666-6666-4666-8666-666666666666', title: 'Notice of privacy practices', method: 'typed', version: 3, appointment_id: null, signed_at: '2029-12-01T17:00:00.000Z' })],
      },
    });
    const list = await screen.findByRole('list', { name: 'Signed consents of Maria Lopez' }, { timeout: 10_000 });
    const [first, second] = within(list).getAllByRole('listitem');
    if (first === undefined || second === undefined) throw new Error('two signatures expected');
    expect(first).toHaveTextContent('Consent to treatment (version 1)Signed Jan 15, 2030, 9:30 AM Mountain time, by drawing, for this visit');
    expect(second).toHaveTextContent('Notice of privacy practices (version 3)Signed Dec 1, 2029, 10:00 AM Mountain time, by typing their name');
    expect(second).not.toHaveTextContent('for this visit');
    expect(within(first).getByRole('button', { name: /Download PDF/ })).toHaveTextContent('Download PDF of Consent to treatment');
  });

  it('says when there is none, and why a doctor without a visit is refused', async () => {
    show({ body: { patient: { id: patientId, name: 'Maria Lopez' }, signatures: [] } });
    expect(await screen.findByText('The patient has not signed any consent.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    show(apiError(403, 'forbidden', 'You can read the signed consents of patients you have a visit with.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can read the signed consents of patients you have a visit with.');
  });
});
