import type { PatientSearchItem } from '@clinvia/contracts/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Reply } from '../../../test/api';
import { patientRecord, staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';

// RECORD-5: staff open a patient's record from the console's Patients section, read-only.

const patientId = '33333333-3333-4333-8333-333333333333';
const maria: PatientSearchItem = { id: patientId, name: 'Maria Lopez', email: 'maria@example.com', phone: '+15550100', age: 41, gender: 'female', no_shows: 0 };

/** Maria's record as staff read it: the same, not editable. */
const record = () => patientRecord({ editable: false });

function recordApi(reply: Reply) {
  return fakeApi({
    'GET /api/staff/dashboard': { body: staffDashboard() },
    'GET /api/staff/patients': { body: { items: [maria], total: 1, page: 1, pageSize: 10 } },
    [`GET /api/records/${patientId}`]: reply,
  });
}

describe('a patient’s record in the staff console (RECORD-5)', { timeout: 20_000 }, () => {
  it('opens from the patient’s row in Patients and shows the record read-only', async () => {
    const user = userEvent.setup();
    const api = recordApi({ body: record() });
    renderApp('/staff/patients', staff);
    await user.type(await screen.findByRole('searchbox', { name: 'Find a patient' }, { timeout: 15_000 }), 'maria');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = within(await screen.findByRole('list', { name: 'Matching patients' }));
    const link = row.getByRole('link', { name: /^Record/ });
    expect(link).toHaveAttribute('href', `/staff/patients/${patientId}/record`);
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Record of Maria Lopez' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to patients' })).toHaveAttribute('href', '/staff/patients');
    expect(within(screen.getByRole('list', { name: 'Medications' })).getByText('Metformin 500 mg')).toBeInTheDocument();
    const visits = screen.getByRole('region', { name: 'Visits' });
    expect(visits).toHaveTextContent('Dr. Maya Patel, Cardiology');
    // Read-only: no editor of the lists, and no links into the patient's own screens.
    expect(screen.queryByRole('button', { name: /^Add an? / })).not.toBeInTheDocument();
    expect(within(visits).queryByRole('link', { name: 'Visit summary' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Messages' })).queryByRole('link')).not.toBeInTheDocument();
    expect(api.calls('GET', `/api/records/${patientId}`)).toHaveLength(1);
  });

  it('says why when the record cannot be read, with a retry', async () => {
    recordApi({ status: 404, body: { error: { code: 'not_found', message: 'No such patient' } } });
    renderApp(`/staff/patients/${patientId}/record`, staff);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('No such patient');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Patient record' })).toBeInTheDocument();
  });
});
