import type { AppointmentDetails, DoctorAppointment } from '@clinvia/contracts/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { doctorAppointment, staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';

// Issue 14 §5, STAFF-5: every appointment of the clinic, filtered by the address; a status change
// with the reason the patient and the doctor read; the details with the appointment's history.

const dialogs = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: vi.fn() }));

const alex = doctorAppointment({ id: 'a-1', appointment_date: '2030-03-10', appointment_time: '09:30' });
const ben = doctorAppointment({
  id: 'a-2',
  appointment_date: '2030-03-11',
  status: 'confirmed',
  patient: { name: 'Ben Okafor', age: 51, gender: 'male' },
  contact_name: 'Ben Okafor',
  next_statuses: ['completed', 'no_show', 'cancelled'],
  status_reason: 'Confirmed by phone',
});

const details: AppointmentDetails = {
  ...alex,
  contact_email: 'alex@example.com',
  contact_phone: '4155550123',
  is_insurance: true,
  insurance_provider: 'Aetna',
  insurance_id: 'AET-991',
  created_at: '2030-03-01T14:00:00.000Z',
  history: [{ at: '2030-03-01T14:00:00.000Z', kind: 'booked', actor_role: 'patient', actor_name: 'Alex Morgan', from_status: null, to_status: 'pending', from_slot: null, to_slot: '2030-03-10 09:30', reason: null }],
};

function appointmentsApi(items: DoctorAppointment[], replies: Record<string, Reply> = {}) {
  return fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-03-10' } },
    'GET /api/staff/dashboard': { body: staffDashboard() },
    'GET /api/staff/appointments': { body: { items, total: items.length, page: 1, pageSize: 20 } },
    ...replies,
  });
}

async function rowOf(patient: string) {
  const name = await screen.findByText(patient, { selector: 'span.font-semibold' }, { timeout: 15_000 });
  return within(name.closest('li') as HTMLElement);
}

const lastListQuery = (api: ReturnType<typeof fakeApi>) => api.calls('GET', '/api/staff/appointments').at(-1)?.query;

describe('the staff console’s appointments', { timeout: 20_000 }, () => {
  beforeEach(() => {
    dialogs.toast.mockReset();
  });

  it('starts at the clinic’s today and lists each appointment with patient, doctor and reason', async () => {
    const api = appointmentsApi([alex, ben]);
    renderApp('/staff/appointments', staff);
    const first = await rowOf('Alex Morgan');
    expect(first.getByText(/with Dr\. Maya Patel · Cardiology/)).toBeInTheDocument();
    expect(first.getByText('Recurring headaches')).toBeInTheDocument();
    expect((await rowOf('Ben Okafor')).getByText('Confirmed by phone')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 2 appointments')).toBeInTheDocument();
    expect(lastListQuery(api)?.get('from')).toBe('2030-03-10');
    expect(screen.getByLabelText('From')).toHaveValue('2030-03-10');
    expect(screen.getByRole('link', { name: 'Book for a patient' })).toHaveAttribute('href', '/staff/appointments/book');
  });

  it('says when a visit is for a dependent of the account holder, and nothing for their own (FAMILY-4)', async () => {
    const leo = doctorAppointment({ id: 'a-3', patient: { name: 'Maria Lopez', age: 41, gender: 'female' }, contact_name: 'Maria Lopez', dependent: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Leo Lopez', date_of_birth: '2024-01-01', age: 6 } });
    appointmentsApi([alex, leo]);
    renderApp('/staff/appointments', staff);
    expect((await rowOf('Maria Lopez')).getByTestId('visit-dependent')).toHaveTextContent('For: Leo Lopez (6 yrs), dependent of Maria Lopez');
    expect((await rowOf('Alex Morgan')).queryByTestId('visit-dependent')).not.toBeInTheDocument();
  });

  it('refuses an end date before the start date, keeping the dates typed, and sends the filters once they are right', async () => {
    const api = appointmentsApi([alex]);
    const user = userEvent.setup();
    renderApp('/staff/appointments', staff);
    await rowOf('Alex Morgan');
    const requests = api.calls('GET', '/api/staff/appointments').length;
    const to = screen.getByLabelText('To');
    await user.type(to, '2030-03-01');
    await user.type(screen.getByRole('searchbox', { name: 'Patient' }), ' Alex ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveValue('2030-03-01');
    expect(api.calls('GET', '/api/staff/appointments')).toHaveLength(requests);
    await user.clear(to);
    await user.type(to, '2030-03-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'desc');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const query = lastListQuery(api);
      expect([query?.get('from'), query?.get('to'), query?.get('q'), query?.get('status'), query?.get('order')]).toEqual(['2030-03-10', '2030-03-31', 'Alex', 'pending', 'desc']);
    });
  });

  it('shows every date with Show all', async () => {
    const api = appointmentsApi([alex]);
    const user = userEvent.setup();
    renderApp('/staff/appointments?status=pending', staff);
    await rowOf('Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => {
      const query = lastListQuery(api);
      // An empty From is no date filter: the request carries none.
      expect([query?.get('from'), query?.get('status')]).toEqual([null, null]);
    });
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    appointmentsApi([]);
    renderApp('/staff/appointments', staff);
    expect(await screen.findByText('No appointments match these filters.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows the reason the list could not be loaded', async () => {
    appointmentsApi([], { 'GET /api/staff/appointments': apiError(400, 'validation_error', 'Dates are written YYYY-MM-DD') });
    renderApp('/staff/appointments?from=soon', staff);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Dates are written YYYY-MM-DD');
  });

  it('asks for a status and a reason before it changes one, keeping what was typed', async () => {
    const api = appointmentsApi([ben]);
    const user = userEvent.setup();
    renderApp('/staff/appointments', staff);
    const row = await rowOf('Ben Okafor');
    await user.click(row.getByRole('button', { name: /^Change status/ }));
    const status = row.getByRole('combobox', { name: 'New status' });
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose...', 'Mark completed', 'Mark no-show', 'Cancel']);
    await user.type(row.getByRole('textbox', { name: /^Reason/ }), '   ');
    await user.click(row.getByRole('button', { name: 'Save status' }));
    expect(await row.findByText('Choose confirmed, completed, no-show or cancelled')).toBeInTheDocument();
    expect(row.getByText('Please give a reason')).toBeInTheDocument();
    expect(status).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('sends the change with its reason, tells staff and closes the form', async () => {
    const api = appointmentsApi([ben], { 'PATCH /api/staff/appointments/a-2/status': { body: { message: 'Marked as no-show', appointment: { ...ben, status: 'no_show', next_statuses: [] } } } });
    const user = userEvent.setup();
    renderApp('/staff/appointments', staff);
    const row = await rowOf('Ben Okafor');
    await user.click(row.getByRole('button', { name: /^Change status/ }));
    await user.selectOptions(row.getByRole('combobox', { name: 'New status' }), 'no_show');
    await user.type(row.getByRole('textbox', { name: /^Reason/ }), ' Did not come in ');
    await user.click(row.getByRole('button', { name: 'Save status' }));
    await waitFor(() => {
      expect(api.calls('PATCH', '/api/staff/appointments/a-2/status').map((request) => request.body)).toEqual([{ status: 'no_show', reason: 'Did not come in' }]);
    });
    await waitFor(() => {
      expect(row.queryByRole('button', { name: 'Save status' })).not.toBeInTheDocument();
    });
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Marked as no-show' }));
  });

  it('keeps the form and its typing when the server refuses the change', async () => {
    appointmentsApi([ben], { 'PATCH /api/staff/appointments/a-2/status': apiError(409, 'conflict', 'This appointment was changed meanwhile.') });
    const user = userEvent.setup();
    renderApp('/staff/appointments', staff);
    const row = await rowOf('Ben Okafor');
    await user.click(row.getByRole('button', { name: /^Change status/ }));
    await user.selectOptions(row.getByRole('combobox', { name: 'New status' }), 'cancelled');
    await user.type(row.getByRole('textbox', { name: /^Reason/ }), 'Doctor ill');
    await user.click(row.getByRole('button', { name: 'Save status' }));
    expect(await row.findByRole('alert')).toHaveTextContent('This appointment was changed meanwhile.');
    expect(row.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Doctor ill');
    expect(row.getByRole('combobox', { name: 'New status' })).toHaveValue('cancelled');
  });

  it('opens the details: the visit’s contact, payment and history', async () => {
    const api = appointmentsApi([alex], { 'GET /api/staff/appointments/a-1': { body: details } });
    const user = userEvent.setup();
    renderApp('/staff/appointments', staff);
    const row = await rowOf('Alex Morgan');
    await user.click(row.getByRole('button', { name: /^Details/ }));
    expect(await row.findByText('Insurance: Aetna (ID AET-991)')).toBeInTheDocument();
    expect(row.getByText(/alex@example\.com/)).toBeInTheDocument();
    expect(row.getByText(/booked by Alex Morgan \(patient\)/)).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Details/ })).toHaveAttribute('aria-expanded', 'true');
    expect(api.calls('GET', '/api/staff/appointments/a-1')).toHaveLength(1);
  });
});
