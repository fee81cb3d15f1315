import type { Proxies } from '@clinvia/contracts/proxies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setActing } from '../../lib/acting';
import { apiError, fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';

// PROXY-4, PROXY-7: the 'Acting for' switcher: the patient portal's calls carry the person acted
// for, the user's own calls do not, and a grant that ended drops the tab back with a message.

const rosa = '00000000-0000-4000-8000-0000000000c1';
const proxies: Proxies = { proxies: [], acting_for: [{ id: '00000000-0000-4000-8000-0000000000c2', patient_id: rosa, patient_name: 'Rosa Lopez', scopes: ['read', 'book'], ends_on: null }] };

afterEach(() => {
  setActing(null);
});

describe('acting for someone (PROXY-4, PROXY-7)', { timeout: 20_000 }, () => {
  it('switches to the person, says so in the header, and sends their id only with the portal’s calls', async () => {
    const api = fakeApi({
      'GET /api/proxies': { body: proxies },
      'GET /api/patients/get-appointments/*': { body: { appointments: [] } },
      'GET /api/patients/waitlist/*': { body: { entries: [], offers: [] } },
    });
    const user = userEvent.setup();
    renderApp('/appointments', patient);
    await user.selectOptions(await screen.findByLabelText('Act for'), 'Rosa Lopez');
    expect(await screen.findByText('Acting for: Rosa Lopez')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.calls('GET', `/api/patients/get-appointments/${rosa}`).length).toBeGreaterThan(0);
    });
    expect(api.calls('GET', `/api/patients/get-appointments/${rosa}`)[0]?.headers.get('x-acting-for')).toBe(rosa);
    expect(api.calls('GET', '/api/proxies').every((request) => request.headers.get('x-acting-for') === null)).toBe(true);
  });

  it('drops back to the user’s own view with a message when the server says the grant ended', async () => {
    setActing({ patientId: rosa, patientName: 'Rosa Lopez' });
    fakeApi({
      'GET /api/proxies': { body: proxies },
      'GET /api/patients/get-appointments/*': (request) =>
        request.headers.get('x-acting-for') === null ? { body: { appointments: [] } } : apiError(403, 'proxy_inactive', 'Your access to act for this person has ended.'),
      'GET /api/patients/waitlist/*': { body: { entries: [], offers: [] } },
    });
    renderApp('/appointments', patient);
    expect(await screen.findByText('Your access to act for Rosa Lopez has ended. You are back to your own account.')).toBeInTheDocument();
    expect(screen.queryByText('Acting for: Rosa Lopez')).not.toBeInTheDocument();
  });
});
