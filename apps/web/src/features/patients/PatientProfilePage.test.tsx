import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { patientAppointment, patientProfile } from '../../test/fixtures';
import { doctor, patient, renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// PAT-1 to PAT-3: /patient-profile, the signed-in patient's own record.

const path = '/api/patients/get-patient-profile/7';

describe('the patient profile (PAT-1)', { timeout: 20_000 }, () => {
  it('shows the personal information, the contact details and the next appointments of the patient signed in', async () => {
    const api = fakeApi({ [`GET ${path}`]: { body: patientProfile() } });
    renderApp('/patient-profile', patient);
    // The file's first render loads the page's lazy parts: on a busy 2-core machine past findBy*'s 5 s.
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' }, { timeout: 15_000 })).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(personal).toHaveTextContent('41 years');
    expect(personal).toHaveTextContent('Female');
    const contact = screen.getByRole('region', { name: 'Contact Details' });
    expect(contact).toHaveTextContent('maria@example.com');
    expect(contact).toHaveTextContent('12 Elm St, Boston');
    expect(within(contact).getByRole('link', { name: /^Edit\s*contact details$/ })).toHaveAttribute('href', '/settings');
    const appointments = screen.getByRole('region', { name: 'Your Appointments' });
    expect(appointments).toHaveTextContent('1 upcoming · 4 in all');
    expect(within(appointments).getByRole('listitem')).toHaveTextContent('Maya Patel · Cardiology');
    expect(within(appointments).getByRole('listitem')).toHaveTextContent('Confirmed');
    expect(api.calls('GET', path)).toHaveLength(1);
  });

  it('names the zone of the doctor’s location after an upcoming time when the browser’s clock reads otherwise (TIME-5)', async () => {
    browserInZone('America/New_York');
    fakeApi({ [`GET ${path}`]: { body: patientProfile({ upcoming_appointments: [patientAppointment({ appointment_time: '14:30', timeZone: 'America/Denver' })] }) } });
    renderApp('/patient-profile', patient);
    const appointments = await screen.findByRole('region', { name: 'Your Appointments' });
    // TIME-3, TIME-6: the 12-hour clock of every other screen, not a 24-hour '14:30'.
    expect(within(appointments).getByText('2:30 PM Mountain time')).toBeInTheDocument();
    expect(appointments).not.toHaveTextContent('14:30');
  });

  it('says an upcoming time alone to a browser in the doctor’s zone (TIME-5)', async () => {
    browserInZone('America/New_York');
    fakeApi({ [`GET ${path}`]: { body: patientProfile() } });
    renderApp('/patient-profile', patient);
    const appointments = await screen.findByRole('region', { name: 'Your Appointments' });
    expect(within(appointments).getByText('10:30 AM')).toBeInTheDocument();
    expect(appointments).not.toHaveTextContent('Eastern time');
  });

  it('says what is not given, and offers to book when nothing is coming up', async () => {
    fakeApi({ [`GET ${path}`]: { body: patientProfile({ age: null, gender: null, address: null, upcoming_appointments: [], appointment_counts: { upcoming: 0, total: 0 } }) } });
    renderApp('/patient-profile', patient);
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).getAllByText('Not given')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Contact Details' })).getByText('Not given')).toBeInTheDocument();
    const appointments = screen.getByRole('region', { name: 'Your Appointments' });
    expect(appointments).toHaveTextContent('No upcoming appointments.');
    expect(within(appointments).getByRole('link', { name: 'Book New Appointment' })).toHaveAttribute('href', '/find-doctor');
  });

  it('shows PAT-2’s message when the profile cannot be read, and tries again on request', async () => {
    let answers = 0;
    fakeApi({
      [`GET ${path}`]: () => {
        answers += 1;
        return answers === 1 ? apiError(403, 'forbidden', 'You may not see this record') : { body: patientProfile() };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/patient-profile', patient);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching your data. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
  });

  it('sends another role to Settings without asking for a patient record', async () => {
    const api = fakeApi({});
    renderApp('/patient-profile', doctor);
    expect(await screen.findByText('The patient profile is for patient accounts. Your account details are in Settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    expect(api.sent.filter((request) => request.path.startsWith('/api/patients'))).toHaveLength(0);
  });

  it('downloads the record as FHIR JSON and as a PDF, and says when it could not (FHIR-5)', async () => {
    const api = fakeApi({ [`GET ${path}`]: { body: patientProfile() }, 'GET /api/record-download/fhir': { body: { resourceType: 'Bundle', type: 'collection', entry: [] } }, 'GET /api/record-download/pdf': { status: 500 } });
    const saved = vi.fn((_blob: Blob | MediaSource) => 'blob:record');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup({ delay: null });
    renderApp('/patient-profile', patient);
    const record = await screen.findByRole('region', { name: 'Your health record' });
    await user.click(within(record).getByRole('button', { name: 'Download record (FHIR JSON)' }));
    await vi.waitFor(() => {
      expect(saved).toHaveBeenCalledTimes(1);
    });
    expect(api.calls('GET', '/api/record-download/fhir')).toHaveLength(1);
    await user.click(within(record).getByRole('button', { name: 'Download record (PDF)' }));
    expect(await within(record).findByRole('alert')).toHaveTextContent('The file could not be made. Please try again.');
    expect(api.calls('GET', '/api/record-download/pdf')).toHaveLength(1);
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
